// As-of dates in admin edits and imports (ADR 169), on PGlite and on PostgreSQL when
// DATABASE_URL_TEST is set: a date written with slashes (12/01/2026) is refused with a message
// naming the accepted forms, and a period not over yet ('<this year>') is stored as today,
// never as a date after it.
import { describe, expect, it } from 'vitest';
import type { ConstituentWriteResponse, ImportPreview } from '../../../domain/schemas/admin.ts';
import type { Constituent } from '../../../domain/schemas/constituents.ts';
import { createApp } from '../../app.ts';
import { jsonHeaders, signUpAdmin } from '../../testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from '../../testing/test-db.ts';

interface ErrorAnswer {
  code: string;
  details?: { issues?: { path: string; message: string }[] };
}

const ACCEPTED_FORMS = /can be read more than one way: write it as YYYY-MM-DD .*YYYY-MM, YYYY or a range/;

describe.each(testEngines())('as-of dates on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });

  it('refuses slash dates and stores a period not over yet as today, in edits and in imports', async () => {
    const instance = createApp({ db: database().handle });
    const admin = await signUpAdmin(instance, database().db);
    const send = async <T>(method: string, path: string, body: string, type = 'application/json') => {
      const response = await instance.request(path, {
        method,
        headers: { ...jsonHeaders(admin.cookie), 'content-type': type },
        body,
      });
      return { status: response.status, body: (await response.json()) as T };
    };
    const today = new Date().toISOString().slice(0, 10);
    const thisYear = today.slice(0, 4);
    const rows = (await (
      await instance.request('/api/constituents?index_type=bitcoin_treasury')
    ).json()) as Constituent[];
    const row = rows[2]!;

    const ambiguous = await send<ErrorAnswer>(
      'PATCH',
      `/api/admin/constituents/${row.id}`,
      JSON.stringify({ btcHoldings: row.btcHoldings + 1, asOf: '12/01/2026', sourceNote: 'Test filing' }),
    );
    expect(ambiguous.status).toBe(422);
    expect(ambiguous.body.details?.issues).toEqual([{ path: 'asOf', message: expect.stringMatching(ACCEPTED_FORMS) }]);

    const period = await send<ConstituentWriteResponse>(
      'PATCH',
      `/api/admin/constituents/${row.id}`,
      JSON.stringify({
        btcHoldings: row.btcHoldings + 1,
        asOf: `${thisYear} (year to date)`,
        sourceNote: 'Test filing',
      }),
    );
    expect(period.status).toBe(200);
    expect(period.body.row.asOf).toBe(`${thisYear} (year to date)`);
    expect(period.body.row.asOfDate).toBe(today);

    const header =
      'company_name,ticker,exchange,country,sector,btc_holdings,as_of,source_note,market_cap_usd,market_cap_as_of';
    const file = [
      header,
      'As Of Test One,AOT1,Nasdaq,US,Mining,4100,12/01/2026,Q3 report,,',
      `As Of Test Two,AOT2,NYSE,US,Software,4200,${thisYear},Q3 report,,`,
    ].join('\n');
    const preview = await send<ImportPreview>(
      'POST',
      '/api/admin/imports?mode=upsert&fileName=as-of.csv',
      file,
      'text/csv',
    );
    expect(preview.status).toBe(201);
    expect(preview.body.invalid).toEqual([{ row: 2, column: 'as_of', message: expect.stringMatching(ACCEPTED_FORMS) }]);
    expect(preview.body.added.map((added) => [added.companyName, added.record.asOfDate])).toEqual([
      ['As Of Test Two', today],
    ]);
  });
});
