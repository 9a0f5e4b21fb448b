// Site-wide names and constants: one place for what the UI repeats.
import { SITE_NAME, SITE_TAGLINE, SUPPORT_EMAIL } from '@domain/site';

export const site = {
  name: SITE_NAME,
  tagline: SITE_TAGLINE,
  supportEmail: SUPPORT_EMAIL,
} as const;

/** Date of the first purchase of Bitcoin as a primary treasury reserve asset by a public company (Strategy, then MicroStrategy). */
export const FIRST_CORPORATE_PURCHASE_DATE = '2020-08-11';

export const ui = {
  toastDurationMs: 4000,
  toastLimit: 1,
  productNotificationMs: 5000,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  daysCounterAnimationMs: 2000,
  holdingsCounterAnimationMs: 2500,
  daysCounterRefreshMs: 24 * 60 * 60 * 1000,
} as const;

export const query = {
  retry: 1,
  refetchOnWindowFocus: false,
  gcTimeMs: 5 * 60 * 1000,
  /**
   * A read (GET) not answered by then fails, so a page shows its error and retry instead of
   * 'Loading data...' for as long as a stalled connection lasts. Writes have none: a POST cut
   * short may still have been applied, and sending it again could book twice (ADR 122).
   */
  readTimeoutMs: 15_000,
} as const;
