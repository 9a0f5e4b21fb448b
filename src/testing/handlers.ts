// Default msw handlers: the calls the shell, the home page and the market pages make,
// answered from fixtures.
import { isIndexId } from '@domain/index-methodology/methodologies';
import { indexTypeSchema } from '@domain/schemas/common';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { authHandlers } from './auth-handlers';
import { indexResultHandlers } from './index-answers';
import { journeyHandlers } from './journey-handlers';
import { holdingsSummaryFixture, testimonialFixture } from './fixtures';
import {
  combinedHoldingsFixture,
  constituentFixturesByType,
  indexHistoryFixture,
  indexResultFixture,
  dailyBtcPricesFixture,
  btcPriceFixture,
} from './market-fixtures';

const notFound = (message: string) => HttpResponse.json({ code: 'NOT_FOUND', message }, { status: 404 });

export const marketHandlers = [
  http.get('*/api/constituents', ({ request }) => {
    const type = new URL(request.url).searchParams.get('index_type');
    if (type === null) {
      const all = Object.values(constituentFixturesByType).flat();
      return HttpResponse.json(all.sort((a, b) => b.btcHoldings - a.btcHoldings));
    }
    const parsed = z.safeParse(indexTypeSchema, type);
    if (!parsed.success) return HttpResponse.json({ code: 'VALIDATION_FAILED', message: 'Bad type' }, { status: 422 });
    return HttpResponse.json(constituentFixturesByType[parsed.data]);
  }),
  http.get('*/api/holdings/combined', () => HttpResponse.json(combinedHoldingsFixture())),
  http.get('*/api/prices/latest', () => HttpResponse.json([btcPriceFixture])),
  http.get('*/api/prices/daily', () => HttpResponse.json(dailyBtcPricesFixture)),
  ...indexResultHandlers((id) => (isIndexId(id) ? indexResultFixture(id) : null)),
  http.get('*/api/index-history', ({ request }) => {
    const id = new URL(request.url).searchParams.get('index_type') ?? '';
    return isIndexId(id) ? HttpResponse.json(indexHistoryFixture(id)) : notFound(`No index ${id}`);
  }),
];

export const handlers = [
  // The analytics beacon (jsdom has no sendBeacon, so the fallback fetch lands here).
  http.post('*/api/analytics/events', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/holdings/summary', () => HttpResponse.json(holdingsSummaryFixture)),
  http.get('*/api/testimonials/featured', () => HttpResponse.json(testimonialFixture)),
  ...marketHandlers,
  ...authHandlers,
  ...journeyHandlers,
];
