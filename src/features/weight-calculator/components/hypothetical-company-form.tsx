// Add a company that is not in the data — a planned treasury, a competitor's rumoured buy —
// to see where the methodology would place it. Its BTC value defaults to BTC held at the
// latest stored BTC price.
import { fieldMessages } from '@domain/schemas/fields';
import { MAX_BTC_HOLDINGS } from '@domain/schemas/market-fields';
import { Plus } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { formatUsd } from '@/lib/format';
import { parseNumberInput } from '@/lib/parse-number';
import { sanitiseCompanyName, type HypotheticalCompany } from '../lib/scenario';

interface Draft {
  name: string;
  btc: string;
  value: string;
  marketCap: string;
  renewable: string;
}

type DraftErrors = Partial<Record<keyof Draft, string>>;

const emptyDraft: Draft = { name: '', btc: '', value: '', marketCap: '', renewable: '' };

function validate(draft: Draft, needsRenewable: boolean): { company: HypotheticalCompany | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const name = sanitiseCompanyName(draft.name);
  if (!name) errors.name = 'Enter a company name.';
  else if (name.length > 200) errors.name = 'Use at most 200 characters.';
  const btc = parseNumberInput(draft.btc);
  if (btc === null) errors.btc = 'Enter the BTC held.';
  else if (!Number.isFinite(btc)) errors.btc = 'Enter a number.';
  else if (btc < 0) errors.btc = 'Cannot be negative.';
  else if (btc > MAX_BTC_HOLDINGS) errors.btc = fieldMessages.range(0, MAX_BTC_HOLDINGS);
  const value = parseNumberInput(draft.value);
  if (value !== null && !(Number.isFinite(value) && value >= 0))
    errors.value = 'Enter a USD amount, 0 or more, or leave it empty.';
  const marketCap = parseNumberInput(draft.marketCap);
  if (marketCap === null) errors.marketCap = 'Enter the market cap.';
  else if (!(Number.isFinite(marketCap) && marketCap > 0)) errors.marketCap = 'Must be a number greater than zero.';
  const renewable = parseNumberInput(draft.renewable, { percent: true });
  if (needsRenewable && renewable === null) errors.renewable = 'Enter the renewable energy share.';
  else if (renewable !== null && !(Number.isFinite(renewable) && renewable >= 0 && renewable <= 100))
    errors.renewable = 'Enter a percentage from 0 to 100.';
  if (Object.keys(errors).length > 0) return { company: null, errors };
  return {
    company: {
      name,
      btcHoldings: btc!,
      btcValueUSD: value,
      marketCap: marketCap!,
      renewableEnergyPct: needsRenewable ? renewable : null,
    },
    errors,
  };
}

export function HypotheticalCompanyForm({
  latestBtcPrice,
  needsRenewable,
  onAdd,
}: {
  latestBtcPrice: number | null;
  needsRenewable: boolean;
  onAdd: (company: HypotheticalCompany) => void;
}) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [added, setAdded] = useState<string | null>(null);
  const set = (key: keyof Draft) => (event: ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [key]: event.target.value });

  return (
    <form
      noValidate
      aria-labelledby="hypothetical-heading"
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const { company, errors: found } = validate(draft, needsRenewable);
        setErrors(found);
        if (!company) {
          setAdded(null);
          return;
        }
        onAdd(company);
        setDraft(emptyDraft);
        setAdded(company.name);
      }}
    >
      {/* h2: the form comes before the page's first section heading ("Your scenario"). */}
      <h2 id="hypothetical-heading" className="text-sm font-semibold text-primary">
        Add a hypothetical company
      </h2>
      <TextField label="Company name" value={draft.name} onChange={set('name')} error={errors.name} maxLength={200} />
      <TextField
        label="BTC held"
        unit="BTC"
        inputMode="decimal"
        value={draft.btc}
        onChange={set('btc')}
        error={errors.btc}
      />
      <TextField
        label="BTC value"
        unit="USD, optional"
        inputMode="decimal"
        value={draft.value}
        onChange={set('value')}
        error={errors.value}
        hint={
          latestBtcPrice === null
            ? 'No BTC price is stored: enter the value.'
            : `Leave empty to use BTC held × the latest stored price (${formatUsd(latestBtcPrice)}).`
        }
      />
      <TextField
        label="Market cap"
        unit="USD"
        inputMode="decimal"
        value={draft.marketCap}
        onChange={set('marketCap')}
        error={errors.marketCap}
        hint="Accepts 1.2B, 450M."
      />
      {needsRenewable ? (
        <TextField
          label="Renewable energy share"
          unit="%"
          inputMode="decimal"
          value={draft.renewable}
          onChange={set('renewable')}
          error={errors.renewable}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline">
          <Plus aria-hidden="true" />
          Add company
        </Button>
        <span role="status" className="text-sm text-muted-foreground">
          {added ? `${added} added to the scenario.` : ''}
        </span>
      </div>
    </form>
  );
}
