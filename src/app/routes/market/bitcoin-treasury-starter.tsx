// The Bitcoin Treasury Starter Index page.
import { IndexRoute } from './index-route';

export function Component() {
  return <IndexRoute indexId="bitcoin_treasury_starter" />;
}
