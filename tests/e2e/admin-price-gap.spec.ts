// A gap in the stored BTC prices is drawn as a gap and said in words (issue 42 §1): the seed's
// daily prices end on 2026-08-21; an administrator enters today's price, and the chart then
// names the missing days instead of joining the two prices with a straight line, and the
// daily price API marks the same gap. The price entered is the stored latest one again, so
// the revaluation it triggers changes no figure another admin journey reads.
import { expect, test } from './support/test.ts';
import { adminSession } from './support/admin.ts';

const LAST_SEEDED_DAY = '2026-08-21';
const DAY_MS = 86_400_000;

const shortDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

test('a gap in the stored BTC prices is a gap on the chart and in the daily price API', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await adminSession(browser, baseURL!);
  const prices = await page.request.get('/api/admin/prices');
  expect(prices.status()).toBe(200);
  const { latest } = (await prices.json()) as { latest: { symbol: string; price: number; timestamp: string }[] };
  const btc = latest.find((row) => row.symbol === 'BTC')!;
  expect(btc.timestamp.slice(0, 10)).toBe(LAST_SEEDED_DAY);

  const now = new Date();
  const entered = await page.request.post('/api/admin/prices', {
    headers: { origin: baseURL! },
    data: { symbol: 'BTC', price: btc.price, timestamp: now.toISOString(), source: 'Browser test: the gap' },
  });
  expect(entered.status()).toBe(201);

  const today = now.toISOString().slice(0, 10);
  const firstMissing = new Date(Date.parse(`${LAST_SEEDED_DAY}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const lastMissing = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  const missingDays = Math.round((Date.parse(lastMissing) - Date.parse(firstMissing)) / DAY_MS) + 1;

  const daily = await page.request.get(`/api/v1/prices/daily?from=2026-08-01&to=${today}`);
  expect(daily.status()).toBe(200);
  const body = (await daily.json()) as { gaps: { from: string; to: string; missingDays: number }[] };
  expect(body.gaps).toEqual([{ from: firstMissing, to: lastMissing, missingDays }]);

  await page.goto('/performance-chart?index=bitcoin_treasury&range=1Y');
  await expect(page.getByTestId('performance-chart').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('performance-gaps')).toHaveText(
    `No BTC price is stored from ${shortDate(firstMissing)} to ${shortDate(lastMissing)} (${missingDays} days): the line breaks there.`,
  );
  // The chart's text alternative says the same.
  await expect(page.getByRole('img', { name: /No BTC price is stored from/ })).toHaveCount(1);
  await context.close();
});
