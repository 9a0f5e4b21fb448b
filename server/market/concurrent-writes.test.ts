// 16 administrators writing at once (adds, edits, deletes, file imports, the spec's insert
// and bulk import, prices by hand and the price feed's tick): every request succeeds — no
// "deadlock detected", no 500 — and the final state is consistent: each index's weights sum
// to 100 and match a fresh recalculation, every value is at the latest price. On PostgreSQL
// the requests really overlap (a pool of 10 connections); PGlite runs them one at a time.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ConstituentWriteResponse, ImportPreview, RecalculateResponse } from '../../domain/schemas/admin.ts';
import { INDEX_TYPES, type IndexType } from '../../domain/schemas/common.ts';
import type { Constituent } from '../../domain/schemas/constituents.ts';
import { createApp } from '../app.ts';
import { BTC_SYMBOL, latestPrice } from '../db/queries/prices.ts';
import { PriceFeed } from '../jobs/price-feed.ts';
import { jsonHeaders, signUpAdmin } from '../testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const WRITERS = 16;
const ROUNDS = 6;

describe.each(testEngines())('concurrent admin writers on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });

  it(`${WRITERS} writers × ${ROUNDS} writes: no errors, weights sum to 100 and are current`, async () => {
    const { handle, db } = database();
    const app = createApp({ db: handle });
    const admin = await signUpAdmin(app, db);
    let feedPrice = 95_000;
    const feed = new PriceFeed({
      handle,
      url: 'https://prices.example/btc',
      logger: pino({ level: 'silent' }),
      // A price source stand-in (a third-party service): a new price on every call.
      fetch: async () => Response.json({ bitcoin: { usd: (feedPrice += 17) } }),
      intervalMs: 1,
    });

    const failures: string[] = [];
    const send = async (method: string, path: string, body?: unknown, type = 'application/json') => {
      const response = await app.request(path, {
        method,
        headers: { ...jsonHeaders(admin.cookie), 'content-type': type },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 300) failures.push(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
      return text ? (JSON.parse(text) as unknown) : null;
    };
    let manualSeconds = 0;

    const writer = async (w: number) => {
      const indexType: IndexType = INDEX_TYPES[w % INDEX_TYPES.length]!;
      const mine: string[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const name = `Writer ${w} round ${round}`;
        const provenance = { asOf: '2026-11-10', sourceNote: `Concurrent writer ${w}` };
        switch ((w + round) % 7) {
          case 0: {
            const added = (await send('POST', '/api/admin/constituents', {
              companyName: name,
              indexType,
              btcHoldings: 3_000 + w * 100 + round,
              marketCap: 1e9 + w,
              renewableEnergyPct: 80,
              ...provenance,
            })) as ConstituentWriteResponse;
            if (added?.row) mine.push(added.row.id);
            break;
          }
          case 1: {
            // A seeded row: another writer may delete a row it added itself between this
            // read and the PATCH (a 404 that says nothing about the writes under test).
            const rows = ((await send('GET', `/api/constituents?index_type=${indexType}`)) as Constituent[]).filter(
              (row) => !row.companyName.startsWith('Writer '),
            );
            const target = rows[(w * 7 + round) % rows.length]!;
            await send('PATCH', `/api/admin/constituents/${target.id}`, {
              btcHoldings: target.btcHoldings + 1,
              ...provenance,
            });
            break;
          }
          case 2: {
            const id = mine.pop();
            if (id) await send('DELETE', `/api/admin/constituents/${id}`, provenance);
            else await send('POST', '/api/constituents', { companyName: name, btcHoldings: 3_500, marketCap: 2e9 });
            break;
          }
          case 3: {
            const csv = [
              'companyName,indexType,btcHoldings,marketCap,renewableEnergyPct,asOf,sourceNote',
              ...[0, 1, 2].map(
                (k) => `${name} file ${k},${indexType},${4_000 + k},${2e9 + k},75,2026-11-11,Concurrent import ${w}`,
              ),
            ].join('\n');
            const preview = (await send(
              'POST',
              `/api/admin/imports?fileName=w${w}.csv`,
              csv,
              'text/csv',
            )) as ImportPreview;
            if (preview?.import) await send('POST', `/api/admin/imports/${preview.import.id}/commit`);
            break;
          }
          case 4:
            // eslint-disable-next-line vitest/no-conditional-expect -- a random mix of writers: this one is the price feed
            expect(await feed.tick()).not.toBe('failed');
            break;
          case 5:
            await send('POST', '/api/admin/prices', {
              price: 90_000 + w,
              timestamp: new Date(Date.now() - 3_600_000 - ++manualSeconds * 1000).toISOString(),
              source: `Concurrent writer ${w}`,
            });
            break;
          default:
            await send('POST', '/api/constituents/import', {
              rows: [
                { companyName: `${name} bulk`, indexType, btcHoldings: 3_333, marketCap: 3e9, renewableEnergyPct: 60 },
              ],
            });
        }
      }
    };

    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    expect(failures).toEqual([]);

    // Consistent: a recalculation from scratch changes no weight, and weights sum to 100.
    const recalculated = (await send('POST', '/api/admin/index/recalculate', {})) as RecalculateResponse;
    for (const type of recalculated.indexTypes) {
      expect(type.changed, type.indexType).toBe(0);
      expect(type.rows.reduce((sum, row) => sum + row.after, 0)).toBeCloseTo(100, 6);
    }
    const price = (await latestPrice(db, BTC_SYMBOL))!.price;
    const rows = (await send('GET', '/api/constituents')) as Constituent[];
    for (const row of rows) expect(row.btcValueUSD).toBeCloseTo(row.btcHoldings * price, 2);
  }, 120_000);
});
