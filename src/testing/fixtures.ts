// Test data for the API contracts. Round, made-up figures: tests check arithmetic and
// rendering, not the market.
import type { HoldingsSummary } from '@domain/schemas/home';
import type { Testimonial } from '@domain/schemas/testimonials';

export const holdingsSummaryFixture: HoldingsSummary = {
  publicCompanies: { totalBtc: 1_000_000, companyCount: 120, earliestAsOf: '2026-06-15', latestAsOf: '2026-06-15' },
  latestPrice: { symbol: 'BTC', price: 65_000, timestamp: '2026-06-15T00:00:00.000Z', source: 'test feed' },
};

export const testimonialFixture: Testimonial = {
  id: 'quote-1',
  quote: 'A test quote about treasury reserves.',
  author: 'Test Author',
  title: 'Chief Executive',
  company: 'Example Corp',
  image: null,
  featured: true,
  quotedOn: '2020-09-14',
  sourceLabel: 'Example interview',
  sourceUrl: 'https://example.com/interview',
};
