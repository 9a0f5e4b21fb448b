// As-of dates in admin edits and imports (ADR 169), on PGlite and on PostgreSQL when
// DATABASE_URL_TEST is set: a date written with slashes (12/01/2026) is refused with a message
// naming the accepted forms, and a period not over yet ('<this year>') is stored as today,
// never as a date after it. The edits go through Hono's typed testClient; the import's CSV,
// which its route reads raw, is a raw request.
import { testClient } from 'hono/testing';
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../domain/schemas/admin.ts';
import { constituentListSchema } from '../../../domain/schemas/constituents.ts';
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
    const api = testClient(instance, undefined, undefined, { headers: () => jsonHeaders(admin.cookie) }).api;
    const today = new Date().toISOString().slice(0, 10);
    const thisYear = today.slice(0, 4);
    // The public read answers from the read cache, untyped: parsed with its contract.
    const rows = constituentListSchema.parse(
      await (await api.constituents.$get({ query: { index_type: 'bitcoin_treasury' } })).json(),
    );
    const row = rows[2]!;
    const edit = (asOf: string) =>
      api.admin.constituents[':id'].$patch({
        param: { id: row.id },
        json: { btcHoldings: row.btcHoldings + 1, asOf, sourceNote: 'Test filing' },
      });

    const ambiguous = await edit('12/01/2026');
    expect(ambiguous.status).toBe(422);
    // A refusal's body: the handler's type names only its success.
    const refusal = JSON.parse(await ambiguous.text()) as ErrorAnswer;
    expect(refusal.details?.issues).toEqual([{ path: 'asOf', message: expect.stringMatching(ACCEPTED_FORMS) }]);

    const period = await edit(`${thisYear} (year to date)`);
    expect(period.status).toBe(200);
    const edited = (await period.json()).row;
    expect(edited.asOf).toBe(`${thisYear} (year to date)`);
    expect(edited.asOfDate).toBe(today);

    const header =
      'company_name,ticker,exchange,country,sector,btc_holdings,as_of,source_note,market_cap_usd,market_cap_as_of';
    const file = [
      header,
      'As Of Test One,AOT1,Nasdaq,US,Mining,4100,12/01/2026,Q3 report,,',
      `As Of Test Two,AOT2,NYSE,US,Software,4200,${thisYear},Q3 report,,`,
    ].join('\n');
    const response = await instance.request('/api/admin/imports?mode=upsert&fileName=as-of.csv', {
      method: 'POST',
      headers: { ...jsonHeaders(admin.cookie), 'content-type': 'text/csv' },
      body: file,
    });
    const preview = { status: response.status, body: (await response.json()) as ImportPreview };
    expect(preview.status).toBe(201);
    expect(preview.body.invalid).toEqual([{ row: 2, column: 'as_of', message: expect.stringMatching(ACCEPTED_FORMS) }]);
    expect(preview.body.added.map((added) => [added.companyName, added.record.asOfDate])).toEqual([
      ['As Of Test Two', today],
    ]);
  });
});
