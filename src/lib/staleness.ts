// The staleness rule lives in domain/ (the admin overview counts stale rows on the server
// with the same rule); the SPA imports it from here as before.
export { ageInDays, isStale } from '@domain/staleness';
