// Moved to domain/content/case-studies.ts so the server can read it (structured data); the SPA keeps this path.
export * from '@domain/content/case-studies';
