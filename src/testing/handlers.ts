// Default msw handlers: the calls the shell and home page make, answered from fixtures.
import { http, HttpResponse } from 'msw';
import { holdingsSummaryFixture, testimonialFixture } from './fixtures';

export const handlers = [
  http.get('*/api/holdings/summary', () => HttpResponse.json(holdingsSummaryFixture)),
  http.get('*/api/testimonials/featured', () => HttpResponse.json(testimonialFixture)),
];
