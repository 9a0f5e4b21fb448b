// Moved to domain/content/glossary.ts so the server can read it (structured data); the SPA keeps this path.
export * from '@domain/content/glossary';
