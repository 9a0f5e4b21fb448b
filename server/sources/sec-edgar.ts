// Shares outstanding from SEC EDGAR's company facts (ADR 192):
//   GET {SEC_API_URL}/api/xbrl/companyfacts/CIK##########.json   (the CIK zero-padded to 10 digits)
// with the User-Agent the SEC asks for (SEC_USER_AGENT: a name and an email address). The
// figure is facts.dei.EntityCommonStockSharesOutstanding.units.shares[] — entries
// { end, val, accn, fy, fp, form, filed } — the latest by `end`, then by `filed`. Anything
// else, or a count out of bounds (not above zero, or 10^15 and more), fails the run.
import * as z from 'zod/mini';
import { shareCountField } from '../../domain/schemas/market-fields.ts';
import { readJson } from './http.ts';
import { SourceFailure } from './types.ts';

export const DEFAULT_SEC_API_URL = 'https://data.sec.gov';

export interface SecSettings {
  /** SEC_API_URL, e.g. https://data.sec.gov. */
  url: string;
  /** SEC_USER_AGENT, sent as User-Agent (required by the SEC's fair-access policy). */
  userAgent: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a yyyy-mm-dd date'));

const shareEntrySchema = z.object({
  end: day,
  val: z.number(),
  accn: z.optional(z.string()),
  fy: z.optional(z.nullable(z.number())),
  fp: z.optional(z.nullable(z.string())),
  form: z.optional(z.string()),
  filed: day,
});

/** The part of the company facts answer read; the rest (other concepts) is not looked at. */
export const companyFactsSchema = z.object({
  entityName: z.optional(z.string()),
  facts: z.object({
    dei: z.object({
      EntityCommonStockSharesOutstanding: z.object({
        units: z.object({ shares: z.array(shareEntrySchema).check(z.minLength(1), z.maxLength(10_000)) }),
      }),
    }),
  }),
});

export interface SharesOutstanding {
  cik: string;
  shares: number;
  /** yyyy-mm-dd: the day the count is as of (the filing's cover-page date). */
  asOf: string;
  filed: string;
  form: string | null;
  accn: string | null;
}

/** 1050446 → 0001050446. */
export const paddedCik = (cik: string) => cik.trim().padStart(10, '0');

/** The latest share count of a company facts answer (pure); a SourceFailure when it cannot be used. */
export function sharesOutstandingOf(body: unknown, cik: string): SharesOutstanding {
  const where = `SEC CIK${paddedCik(cik)}`;
  const parsed = z.safeParse(companyFactsSchema, body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SourceFailure(
      `${where}: the answer is not SEC EDGAR's company facts with dei:EntityCommonStockSharesOutstanding (${
        issue ? `${issue.path.join('.') || '(answer)'}: ${issue.message}` : 'invalid'
      })`,
    );
  }
  const entries = [...parsed.data.facts.dei.EntityCommonStockSharesOutstanding.units.shares].sort(
    (a, b) => a.end.localeCompare(b.end) || a.filed.localeCompare(b.filed),
  );
  const latest = entries.at(-1)!;
  const checked = z.safeParse(shareCountField, latest.val);
  if (!checked.success || latest.val <= 0 || !Number.isInteger(latest.val)) {
    throw new SourceFailure(`${where}: ${latest.val} shares outstanding (${latest.end}) is not a plausible count`);
  }
  return {
    cik: paddedCik(cik),
    shares: latest.val,
    asOf: latest.end,
    filed: latest.filed,
    form: latest.form ?? null,
    accn: latest.accn ?? null,
  };
}

/** Reads one company's shares outstanding now. */
export async function readSharesOutstanding(settings: SecSettings, cik: string): Promise<SharesOutstanding> {
  const padded = paddedCik(cik);
  const body = await readJson(`${settings.url.replace(/\/+$/, '')}/api/xbrl/companyfacts/CIK${padded}.json`, {
    where: `SEC CIK${padded}`,
    headers: { 'user-agent': settings.userAgent },
    timeoutMs: settings.timeoutMs,
    fetch: settings.fetch,
  });
  return sharesOutstandingOf(body, padded);
}
