// /company/:ticker — a company's page (public company or GreenVault candidate). A ticker only
// a fund has opens that fund, as it did before funds had /fund/:ticker (ADR 116).
import { HolderRoute, holderRouteHandle } from './holder-route';

export const handle = holderRouteHandle();

export function Component() {
  return <HolderRoute />;
}
