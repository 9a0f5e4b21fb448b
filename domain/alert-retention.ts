// How long alert subscriptions never confirmed are kept: its own module, free of imports,
// so the privacy policy's text can name it without loading the schemas (ADR 137).
/** Subscriptions never confirmed are deleted this long after they were made. */
export const UNCONFIRMED_RETENTION_DAYS = 7;
