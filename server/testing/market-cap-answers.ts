// Recorded answers in the market-cap sources' documented shapes (ADR 192), for tests: SEC
// EDGAR's company facts (GET /api/xbrl/companyfacts/CIK##########.json, only the
// dei:EntityCommonStockSharesOutstanding concept kept) and the quote source's
// { symbol, close, date } (GET {QUOTE_API_URL}/{SYMBOL}). Fixtures, not published figures.

export interface ShareEntry {
  end: string;
  val: number;
  accn: string;
  fy: number;
  fp: string;
  form: string;
  filed: string;
}

/** A company facts answer with these share counts (and an unrelated concept beside them). */
export function companyFactsAnswer(cik: number, entityName: string, shares: ShareEntry[]) {
  return {
    cik,
    entityName,
    facts: {
      dei: {
        EntityCommonStockSharesOutstanding: {
          label: 'Entity Common Stock, Shares Outstanding',
          description: 'Indicate number of shares or other units outstanding of each of registrant’s classes…',
          units: { shares },
        },
        EntityPublicFloat: { label: 'Entity Public Float', units: { USD: [] } },
      },
    },
  };
}

export const shareEntry = (end: string, val: number, filed: string, form = '10-Q'): ShareEntry => ({
  end,
  val,
  accn: `0000000000-${filed.slice(2, 4)}-000001`,
  fy: Number(filed.slice(0, 4)),
  fp: form === '10-K' ? 'FY' : 'Q3',
  form,
  filed,
});

export const quoteAnswer = (symbol: string, close: number, date: string) => ({ symbol, close, date, currency: 'USD' });
