// Shared enums and primitives of the API contract.
import * as z from 'zod/mini';

/** Canonical index types stored in treasury_constituents.index_type. */
export const INDEX_TYPES = ['bitcoin_treasury', 'bitcoin_etf', 'government_reserve', 'green_vault'] as const;
export type IndexType = (typeof INDEX_TYPES)[number];

/** The legacy spelling is accepted on input and stored canonically. */
export const LEGACY_INDEX_TYPE_ALIASES: Readonly<Record<string, IndexType>> = {
  government_reserves: 'government_reserve',
};

export const indexTypeSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => LEGACY_INDEX_TYPE_ALIASES[value] ?? value),
  ),
  z.enum(INDEX_TYPES, { error: `index_type must be one of ${INDEX_TYPES.join(', ')}` }),
);

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.optional(z.unknown()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
