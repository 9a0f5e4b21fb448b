// Moved to domain/content/dates.ts so the server can read it (structured data); the SPA keeps this path.
export * from '@domain/content/dates';
