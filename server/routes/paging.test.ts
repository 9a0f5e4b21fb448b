// Paging of the public lists that grow with coverage (ADR 202), on the seeded database on
// both engines: the companies left out of an index (GET /api/index/:id/ineligible and the
// index page's ?ineligiblePageSize=) and GET /api/constituents?page=&pageSize=. Bounds
// answer 422 naming the parameter; the pages chain by `next` to the last one and together
// are the whole list, in the same order every time; the whole-list answers are unchanged.
// The reads stay raw requests: the pages are followed by the `next` path each answer gives,
// the bounds are a table of paths with values the client's types refuse, and the reads answer
// untyped from the read cache. The admin write goes through Hono's typed testClient.
import { testClient } from 'hono/testing';
import { describe, expect, it } from 'vitest';
import { INDEX_IDS } from '../../domain/index-methodology/methodologies.ts';
import { compareIneligible } from '../../domain/market/ineligible-order.ts';
import type { Constituent, ConstituentPage } from '../../domain/schemas/constituents.ts';
import type { IndexResultFirstPage, IndexResultResponse, IneligiblePage } from '../../domain/schemas/market.ts';
import { createApp } from '../app.ts';
import { jsonHeaders, signUpAdmin, uniqueClientAddress } from '../testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

interface ErrorBody {
  code: string;
  message: string;
  details?: { issues?: { path: string; message: string }[] };
}

describe.each(testEngines())('paged public lists on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  const app = () => createApp({ db: database().handle });
  const getJson = async <T>(instance: ReturnType<typeof app>, path: string, status = 200): Promise<T> => {
    const response = await instance.request(path);
    expect(response.status, path).toBe(status);
    return (await response.json()) as T;
  };

  /** Every page from `first`, following `next` until it is null. */
  async function allPages<T extends { next: string | null }>(instance: ReturnType<typeof app>, first: string) {
    const pages: T[] = [];
    for (let path: string | null = first; path !== null; path = pages.at(-1)!.next) {
      pages.push(await getJson<T>(instance, path));
      expect(pages.length).toBeLessThan(100);
    }
    return pages;
  }

  it('pages the companies left out of each index to the last page, in one stable order', async () => {
    const instance = app();
    for (const id of INDEX_IDS) {
      const whole = await getJson<IndexResultResponse>(instance, `/api/index/${id}`);
      const expected = [...whole.ineligible].sort(compareIneligible).map((row) => row.id);
      const pages = await allPages<IneligiblePage>(instance, `/api/index/${id}/ineligible?pageSize=4`);
      expect(pages.length).toBe(Math.max(1, Math.ceil(expected.length / 4)));
      pages.forEach((page, at) => {
        expect(page).toMatchObject({ page: at + 1, pageSize: 4, total: expected.length });
        expect(page.items.length).toBe(at < pages.length - 1 ? 4 : expected.length - at * 4);
      });
      expect(pages.flatMap((page) => page.items.map((row) => row.id))).toEqual(expected);
      expect(pages.at(-1)!.next).toBeNull();
      // The same page asked again is the same rows; each row keeps its fields and reason.
      expect(await getJson<IneligiblePage>(instance, `/api/index/${id}/ineligible?page=2&pageSize=4`)).toEqual(
        pages[1] ?? { items: [], total: expected.length, page: 2, pageSize: 4, next: null },
      );
      const byId = new Map(whole.ineligible.map((row) => [row.id, row]));
      for (const row of pages.flatMap((page) => page.items)) expect(row).toEqual(byId.get(row.id));
    }
  });

  it('defaults to page 1 of 50, and a page past the end is empty with no next', async () => {
    const instance = app();
    const first = await getJson<IneligiblePage>(instance, '/api/index/bitcoin_treasury/ineligible');
    expect(first).toMatchObject({ page: 1, pageSize: 50 });
    expect(first.total).toBeGreaterThan(0);
    const past = await getJson<IneligiblePage>(instance, '/api/index/bitcoin_treasury/ineligible?page=999');
    expect(past).toEqual({ items: [], total: first.total, page: 999, pageSize: 50, next: null });
  });

  it("the index page's answer is the whole result with the companies left out cut to their first page", async () => {
    const instance = app();
    const whole = await getJson<IndexResultResponse>(instance, '/api/index/bitcoin_treasury');
    expect(whole).not.toHaveProperty('ineligibleTotal');
    const cut = await getJson<IndexResultFirstPage>(instance, '/api/index/bitcoin_treasury?ineligiblePageSize=3');
    const { ineligible, ineligibleTotal, ineligibleNext, ...rest } = cut;
    const { ineligible: all, ...wholeRest } = whole;
    expect(rest).toEqual(wholeRest);
    expect(ineligibleTotal).toBe(all.length);
    expect(ineligible).toEqual([...all].sort(compareIneligible).slice(0, 3));
    expect(ineligibleNext).toBe('/api/index/bitcoin_treasury/ineligible?page=2&pageSize=3');
    // Its next page continues where it stopped.
    const second = await getJson<IneligiblePage>(instance, ineligibleNext!);
    expect(second.items).toEqual([...all].sort(compareIneligible).slice(3, 6));
    // All of them on the first page: no next.
    const big = await getJson<IndexResultFirstPage>(instance, '/api/index/bitcoin_treasury?ineligiblePageSize=200');
    expect(big.ineligible.length).toBe(all.length);
    expect(big.ineligibleNext).toBeNull();
  });

  it('pages GET /api/constituents when asked, and answers the whole list as before when not', async () => {
    const instance = app();
    for (const query of ['index_type=bitcoin_treasury&', '']) {
      const whole = await getJson<Constituent[]>(instance, `/api/constituents${query ? `?${query.slice(0, -1)}` : ''}`);
      expect(Array.isArray(whole)).toBe(true);
      const pages = await allPages<ConstituentPage>(instance, `/api/constituents?${query}pageSize=20`);
      expect(pages.flatMap((page) => page.items)).toEqual(whole);
      expect(pages[0]!.next).toBe(`/api/constituents?${query}page=2&pageSize=20`);
      expect(pages.every((page) => page.total === whole.length)).toBe(true);
    }
    const onlyPage = await getJson<ConstituentPage>(instance, '/api/constituents?index_type=bitcoin_treasury&page=2');
    expect(onlyPage).toMatchObject({ page: 2, pageSize: 50 });
  });

  it.each([
    ['/api/index/bitcoin_treasury/ineligible?pageSize=0', 'pageSize'],
    ['/api/index/bitcoin_treasury/ineligible?pageSize=201', 'pageSize'],
    ['/api/index/bitcoin_treasury/ineligible?pageSize=ten', 'pageSize'],
    ['/api/index/bitcoin_treasury/ineligible?page=0', 'page'],
    ['/api/index/bitcoin_treasury/ineligible?page=-1', 'page'],
    ['/api/index/bitcoin_treasury/ineligible?page=1.5', 'page'],
    ['/api/index/bitcoin_treasury?ineligiblePageSize=0', 'ineligiblePageSize'],
    ['/api/index/bitcoin_treasury?ineligiblePageSize=1000', 'ineligiblePageSize'],
    ['/api/constituents?pageSize=201', 'pageSize'],
    ['/api/constituents?index_type=bitcoin_etf&page=100001', 'page'],
  ])('%s answers 422 naming %s', async (path, field) => {
    const body = await getJson<ErrorBody>(app(), path, 422);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details?.issues?.map((issue) => issue.path)).toEqual([field]);
    expect(body.message).toContain(`${field} must be a whole number`);
  });

  it('the open data API pages the same lists, as documented, with { asOf, data, page, pageSize, total, next }', async () => {
    const instance = app();
    const v1 = async <T>(path: string, status = 200) => {
      const response = await instance.request(path, { headers: { 'x-forwarded-for': uniqueClientAddress() } });
      expect(response.status, path).toBe(status);
      return (await response.json()) as T;
    };
    interface V1Page<T> {
      asOf: string | null;
      data: T[];
      page: number;
      pageSize: number;
      total: number;
      next: string | null;
    }
    const whole = await v1<{ data: Constituent[] }>('/api/v1/constituents/bitcoin_treasury');
    expect(whole).not.toHaveProperty('next');
    const rows: Constituent[] = [];
    for (let path: string | null = '/api/v1/constituents/bitcoin_treasury?pageSize=25'; path !== null;) {
      const page: V1Page<Constituent> = await v1(path);
      expect(page.total).toBe(whole.data.length);
      rows.push(...page.data);
      path = page.next;
    }
    expect(rows).toEqual(whole.data);
    const index = await getJson<IndexResultResponse>(instance, '/api/index/green_vault');
    const first = await v1<V1Page<IndexResultResponse['ineligible'][number]>>(
      '/api/v1/index/green_vault/ineligible?pageSize=2',
    );
    expect(first.data).toEqual([...index.ineligible].sort(compareIneligible).slice(0, 2));
    expect(first.total).toBe(index.ineligible.length);
    const bad = await v1<ErrorBody>('/api/v1/index/green_vault/ineligible?pageSize=500', 422);
    expect(bad.message).toContain('pageSize must be a whole number from 1 to 200');
    const badPage = await v1<ErrorBody>('/api/v1/constituents/bitcoin_etf?page=0', 422);
    expect(badPage.message).toContain('page must be a whole number');
  });

  it('an unknown index answers 422 on its pages too', async () => {
    const body = await getJson<ErrorBody>(app(), '/api/index/nasdaq/ineligible', 422);
    expect(body.message).toContain('index id must be one of');
  });

  it('after a write the pages and the count follow the stored rows', async () => {
    const instance = app();
    const admin = await signUpAdmin(instance, database().db);
    const before = await getJson<IndexResultFirstPage>(instance, '/api/index/bitcoin_treasury?ineligiblePageSize=5');
    const asAdmin = testClient(instance, undefined, undefined, { headers: () => jsonHeaders(admin.cookie) }).api;
    const added = await asAdmin.admin.constituents.$post({
      json: {
        companyName: 'Paging Test Small Holder',
        btcHoldings: 2_999,
        marketCap: 5e8,
        asOf: '2026-11-20',
        sourceNote: 'paging test',
      },
    });
    expect(added.status).toBe(201);
    const after = await getJson<IndexResultFirstPage>(instance, '/api/index/bitcoin_treasury?ineligiblePageSize=5');
    expect(after.ineligibleTotal).toBe(before.ineligibleTotal + 1);
    const pages = await allPages<IneligiblePage>(instance, '/api/index/bitcoin_treasury/ineligible?pageSize=5');
    expect(pages.flatMap((page) => page.items).some((row) => row.companyName === 'Paging Test Small Holder')).toBe(
      true,
    );
    const rows = await allPages<ConstituentPage>(instance, '/api/constituents?index_type=bitcoin_treasury&pageSize=50');
    expect(rows.flatMap((page) => page.items).some((row) => row.companyName === 'Paging Test Small Holder')).toBe(true);
  });
});
