// Bitcoin holdings of ETFs and governments, and every holder combined.
import { HoldingsPage } from '@/features/holdings/components/holdings-page';

export function Component() {
  return <HoldingsPage />;
}
