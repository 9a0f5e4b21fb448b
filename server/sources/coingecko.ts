// CoinGecko's public treasury (ADR 191): GET {COINGECKO_API_URL}/companies/public_treasury/bitcoin
// and /governments/public_treasury/bitcoin, in the documented shape (CoinGecko's OpenAPI
// PublicTreasury: CompanyTreasury or GovernmentTreasury, the list named after the entity)
//   { total_holdings, total_value_usd, market_cap_dominance,
//     companies | governments: [{ name, symbol, country, total_holdings, total_entry_value_usd,
//                                 total_current_value_usd, percentage_of_total_supply }] }
// checked with zod (anything else is refused), then each holder's figures checked with the
// admin writes' field schemas: one figure out of bounds fails the whole run.
import * as z from 'zod/mini';
import { COINGECKO_TREASURY_PAGE } from '../../domain/market/source-links.ts';
import { constituentFieldSchemas } from '../../domain/schemas/admin.ts';
import type { IndexType } from '../../domain/schemas/common.ts';
import type { SourceLink } from '../../domain/schemas/market-fields.ts';
import { SOURCE_LABELS } from '../../domain/schemas/sources.ts';
import { readJson } from './http.ts';
import { SourceFailure, type SourceAdapter, type SourceAnswer, type SourceRow } from './types.ts';

export const DEFAULT_COINGECKO_API_URL = 'https://api.coingecko.com/api/v3';
/** The most holders one list may have; more is not the documented answer. */
const MAX_HOLDERS = 10_000;

export interface CoinGeckoSettings {
  /** COINGECKO_API_URL, without a trailing slash. */
  url: string;
  /** COINGECKO_API_KEY (a demo key), sent as x-cg-demo-api-key; null: none. */
  apiKey: string | null;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const optionalNumber = z.optional(z.nullable(z.number()));

const holderSchema = z.object({
  name: z.string(),
  symbol: z.optional(z.nullable(z.string())),
  country: z.optional(z.nullable(z.string())),
  total_holdings: z.number(),
  total_entry_value_usd: optionalNumber,
  total_current_value_usd: optionalNumber,
  percentage_of_total_supply: optionalNumber,
});

const totals = { total_holdings: z.number(), total_value_usd: z.number(), market_cap_dominance: optionalNumber };
const holders = z.array(holderSchema).check(z.maxLength(MAX_HOLDERS));

/** Each list's answer: the totals and the holders, under the entity's own name. */
export const publicTreasurySchemas = {
  companies: z.object({ ...totals, companies: holders }),
  governments: z.object({ ...totals, governments: holders }),
};
export type CompanyTreasuryAnswer = z.infer<typeof publicTreasurySchemas.companies>;
export type GovernmentTreasuryAnswer = z.infer<typeof publicTreasurySchemas.governments>;
export type TreasuryHolder = CompanyTreasuryAnswer['companies'][number];
type Entity = keyof typeof publicTreasurySchemas;

/** The two lists and the index type each fills. */
export const COINGECKO_LISTS = [
  { entity: 'companies', indexType: 'bitcoin_treasury' },
  { entity: 'governments', indexType: 'government_reserve' },
] as const satisfies readonly { entity: Entity; indexType: IndexType }[];

const issueText = (issue: z.core.$ZodIssue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`;

/** A field checked with the admin writes' schema; out of bounds fails the run, naming where. */
function field<F extends 'companyName' | 'symbol' | 'country' | 'btcHoldings'>(
  name: F,
  value: unknown,
  where: string,
): z.output<(typeof constituentFieldSchemas)[F]> {
  const result = z.safeParse(constituentFieldSchemas[name] as z.ZodMiniType, value);
  if (!result.success) {
    throw new SourceFailure(
      `${where}: ${result.error.issues[0]?.message ?? 'invalid'} (got ${JSON.stringify(value)?.slice(0, 60)})`,
    );
  }
  return result.data as z.output<(typeof constituentFieldSchemas)[F]>;
}

function shapeFailure(entity: Entity, error: z.core.$ZodError): SourceFailure {
  return new SourceFailure(
    `${entity}: the answer is not CoinGecko's documented public treasury shape (${error.issues
      .slice(0, 3)
      .map(issueText)
      .join('; ')})`,
  );
}

/** The holders of one list's answer, checked against its documented shape. */
function holdersOf(body: unknown, entity: Entity): TreasuryHolder[] {
  if (entity === 'companies') {
    const parsed = z.safeParse(publicTreasurySchemas.companies, body);
    if (!parsed.success) throw shapeFailure(entity, parsed.error);
    return parsed.data.companies;
  }
  const parsed = z.safeParse(publicTreasurySchemas.governments, body);
  if (!parsed.success) throw shapeFailure(entity, parsed.error);
  return parsed.data.governments;
}

/** Turns one list's answer into rows (pure): every figure within the admin writes' bounds, keys unique. */
export function publicTreasuryRows(body: unknown, entity: Entity, indexType: IndexType): SourceRow[] {
  const holders = holdersOf(body, entity);
  const seen = new Set<string>();
  return holders.map((holder, index) => {
    const where = `${entity}[${index}]`;
    const companyName = field('companyName', holder.name, `${where}.name`);
    const symbol = field('symbol', holder.symbol ?? null, `${where}.symbol`);
    const row: SourceRow = {
      key: symbol ?? companyName,
      indexType,
      companyName,
      sourceSymbol: symbol,
      country: field('country', holder.country ?? null, `${where}.country`),
      btcHoldings: field('btcHoldings', holder.total_holdings, `${where}.total_holdings`),
    };
    const seenKey = row.key.toUpperCase();
    if (seen.has(seenKey)) throw new SourceFailure(`${where}: ${row.key} is listed twice`);
    seen.add(seenKey);
    return row;
  });
}

/** The note a committed change carries: CoinGecko and the day. */
export const coinGeckoNote = (day: string) =>
  `${SOURCE_LABELS.coingecko} (coingecko.com/en/treasuries/bitcoin), retrieved ${day}`;

/** The public page a committed change cites: CoinGecko's treasury list, dated by the run's day. */
export const coinGeckoLink = (day: string): SourceLink => ({
  title: `${SOURCE_LABELS.coingecko} list, retrieved ${day}`,
  url: COINGECKO_TREASURY_PAGE,
  publishedAt: day,
});

async function readList(settings: CoinGeckoSettings, entity: Entity): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (settings.apiKey) headers['x-cg-demo-api-key'] = settings.apiKey;
  return readJson(`${settings.url.replace(/\/+$/, '')}/${entity}/public_treasury/bitcoin`, {
    where: entity,
    headers,
    timeoutMs: settings.timeoutMs,
    fetch: settings.fetch,
  });
}

export function coinGeckoAdapter(settings: CoinGeckoSettings): SourceAdapter {
  return {
    id: 'coingecko',
    label: SOURCE_LABELS.coingecko,
    indexTypes: COINGECKO_LISTS.map((list) => list.indexType),
    host: new URL(settings.url).host,
    async read(now: Date): Promise<SourceAnswer> {
      const rows: SourceRow[] = [];
      for (const list of COINGECKO_LISTS) {
        rows.push(...publicTreasuryRows(await readList(settings, list.entity), list.entity, list.indexType));
      }
      const asOf = now.toISOString().slice(0, 10);
      return { rows, asOf, note: coinGeckoNote(asOf), link: coinGeckoLink(asOf) };
    },
  };
}
