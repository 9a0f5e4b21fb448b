// What the server knows about the SPA's parameterised pages (domain/routes.ts patterns such
// as '/company/:ticker'): for each pattern, a lookup that says whether the thing the path
// names exists — the page is then served with 200, otherwise with 404 and the SPA's
// not-found page — and, when it does, what its title and description are.
//
// A pattern without a resolver here is served with 200 and the route table's title.
import type { Context } from 'hono';
import { PUBLIC_TOKEN_PATTERN } from '../../domain/schemas/public-forms.ts';
import type { AppEnv } from '../app-env.ts';
import { findConsultationByToken } from '../db/queries/consultations.ts';
import { readAssessment } from '../journeys/assessments.ts';

export interface PageFacts {
  /** A more specific document title than the route table's (e.g. the company's name). */
  title?: string;
  description?: string;
}

/** null: nothing by that name (404); facts: the page exists. */
export type PageResolver = (params: Readonly<Record<string, string>>, c: Context<AppEnv>) => Promise<PageFacts | null>;

/** One resolver per pattern path of the route table. */
export type PageResolvers = Readonly<Record<string, PageResolver>>;

/** A token of the right shape (128 bits, base64url) that names a stored row. */
function tokenResolver(exists: (token: string, c: Context<AppEnv>) => Promise<boolean>): PageResolver {
  return async (params, c) => {
    const token = params.token ?? '';
    if (!PUBLIC_TOKEN_PATTERN.test(token)) return null;
    return (await exists(token, c)) ? {} : null;
  };
}

/** The resolvers createApp serves with (features register theirs here). */
export const pageResolvers: PageResolvers = {
  '/assessment/result/:token': tokenResolver(async (token, c) => (await readAssessment(c.var.db, token)) !== null),
  '/schedule-consultation/manage/:token': tokenResolver(async (token, c) => {
    const row = await findConsultationByToken(c.var.db, token);
    return row !== null && !row.erasedAt;
  }),
};
