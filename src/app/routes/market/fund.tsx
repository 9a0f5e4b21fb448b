// /fund/:ticker — a fund's page (an ETF), even when a company has the same ticker (ADR 116).
import { HolderRoute, holderRouteHandle } from './holder-route';

export const handle = holderRouteHandle('fund');

export function Component() {
  return <HolderRoute kind="fund" />;
}
