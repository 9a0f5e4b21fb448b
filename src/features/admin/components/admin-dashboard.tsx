// The admin dashboard: one page, /admin, with a tab per screen kept in the URL (?tab=), so a
// screen can be linked and the browser's back button moves between them (ADR 070). Passing
// over tabs with the arrow keys replaces the entry, so Back does not replay every tab passed.
import { useSearchParams } from 'react-router-dom';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { ImportData } from './import-data';
import { IndexTools } from './index-tools';
import { Leads } from './leads';
import { Mail } from './mail';
import { MarketData } from './market-data';
import { Overview } from './overview';
import { People } from './people';
import { Prices } from './prices';
import { Sources } from './sources';

export const ADMIN_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'market', label: 'Market data' },
  { id: 'import', label: 'Import' },
  { id: 'sources', label: 'Sources' },
  { id: 'index', label: 'Index' },
  { id: 'prices', label: 'Prices' },
  { id: 'people', label: 'People' },
  { id: 'leads', label: 'Leads' },
  { id: 'mail', label: 'Mail' },
] as const satisfies readonly TabItem<string>[];
export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

const PANELS: Record<AdminTabId, () => React.ReactNode> = {
  overview: () => <Overview />,
  market: () => <MarketData />,
  import: () => <ImportData />,
  sources: () => <Sources />,
  index: () => <IndexTools />,
  prices: () => <Prices />,
  people: () => <People />,
  leads: () => <Leads />,
  mail: () => <Mail />,
};

const isTab = (value: string | null): value is AdminTabId => ADMIN_TABS.some((tab) => tab.id === value);

export function AdminDashboard() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: AdminTabId = isTab(requested) ? requested : 'overview';
  return (
    <Tabs
      label="Dashboard screens"
      tabs={ADMIN_TABS}
      selected={selected}
      onSelect={(id, { via }) => setSearchParams(id === 'overview' ? {} : { tab: id }, { replace: via === 'keyboard' })}
      renderPanel={(id) => PANELS[id]()}
    />
  );
}
