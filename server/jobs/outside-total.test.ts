import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, text, type FakeServer } from '../testing/fake-http.ts';
import { OutsideTotalLookup, parseOutsideTotal } from './outside-total.ts';

describe('parseOutsideTotal', () => {
  it('reads the comma-grouped number after the marker', () => {
    expect(parseOutsideTotal('Treasuries\nTotal of all public companies: 1,160,432 BTC\nETFs: 1,300,000')).toBe(
      1_160_432,
    );
    expect(parseOutsideTotal('Total of all public companies | ₿ 998,021.55')).toBe(998_021);
  });

  it('gives null when the marker or the number is missing', () => {
    expect(parseOutsideTotal('Total of all ETFs: 1,000')).toBeNull();
    expect(parseOutsideTotal('Total of all public companies: n/a')).toBeNull();
  });
});

describe('OutsideTotalLookup against a local page', () => {
  let page: FakeServer;
  beforeAll(async () => {
    page = await startFakeServer(text('Total of all public companies 1,160,000'));
  });
  afterAll(() => page.close());

  it('answers the total and caches it for an hour', async () => {
    const lookup = new OutsideTotalLookup(page.url);
    const start = page.requests;
    const first = await lookup.get(0);
    expect(first).toMatchObject({ totalBtc: 1_160_000, source: page.url });
    expect((await lookup.get(59 * 60_000)).totalBtc).toBe(1_160_000);
    expect(page.requests - start).toBe(1);
    await lookup.get(61 * 60_000);
    expect(page.requests - start).toBe(2);
  });

  it('answers 0 on an HTTP error, an unreadable page or a timeout', async () => {
    page.setHandler(text('busy', 502));
    expect((await new OutsideTotalLookup(page.url).get()).totalBtc).toBe(0);
    page.setHandler(text('<html>no figure here</html>'));
    expect((await new OutsideTotalLookup(page.url).get()).totalBtc).toBe(0);
    page.setHandler(() => undefined); // never answers
    expect((await new OutsideTotalLookup(page.url, fetch, 100).get()).totalBtc).toBe(0);
    expect((await new OutsideTotalLookup(null).get()).totalBtc).toBe(0);
  });
});
