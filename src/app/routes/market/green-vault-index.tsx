// The GreenVault ESG Index page.
import { IndexRoute } from './index-route';

export function Component() {
  return <IndexRoute indexId="green_vault" />;
}
