// The treasury policy drafter's API:
//   POST /api/policies                       → 201 the draft with its token (anonymous allowed)
//   GET  /api/policies/:token                → the stored draft (404 for an unknown token)
//   GET  /api/policies/:token/document.docx  → the draft as a Word document
import type { Context } from 'hono';
import { AppError } from '../../domain/errors.ts';
import { createPolicyInput } from '../../domain/schemas/policies.ts';
import { publicTokenParam } from '../../domain/schemas/params.ts';
import { createRouter, type AppEnv } from '../app-env.ts';
import { createPolicyDraft, policyMessages, pretendPolicyDraft, readPolicyDraft } from '../journeys/policies.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import { caughtByHoneypot, journeyContext, limitRequest, signedInUserId } from './public-form.ts';
import { notFound, validate } from './validate.ts';

/** The company name as a file name: letters, digits and hyphens only. */
export function documentFileName(companyName: string): string {
  const slug = companyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return slug ? `${slug}-bitcoin-treasury-policy-draft.docx` : 'bitcoin-treasury-policy-draft.docx';
}

async function draftOrNotFound(c: Context<AppEnv>, token: string, settings: JourneySettings) {
  const draft = await readPolicyDraft(c.var.db, token, settings.now());
  if (!draft) throw new AppError('NOT_FOUND', { message: policyMessages.notFound });
  c.header('x-robots-tag', 'noindex');
  return draft;
}

/** A malformed token names nothing: the same 404 as an unknown one. */
const tokenParam = validate('param', publicTokenParam, notFound(policyMessages.notFound));

export const policyRoutes = (settings: JourneySettings) =>
  createRouter()
    .post('/', validate('json', createPolicyInput), async (c) => {
      const body = c.req.valid('json');
      const request = {
        companyName: body.companyName,
        assessmentToken: body.assessmentToken ?? null,
        choices: body.choices,
      };
      if (caughtByHoneypot(c, body.website)) {
        return c.json(await pretendPolicyDraft(c.var.db, request, settings.now()), 201);
      }
      await limitRequest(c, 'policyDraft');
      return c.json(await createPolicyDraft(journeyContext(c, settings), request, await signedInUserId(c)), 201);
    })
    .get('/:token', tokenParam, async (c) => c.json(await draftOrNotFound(c, c.req.valid('param').token, settings)))
    .get('/:token/document.docx', tokenParam, async (c) => {
      const draft = await draftOrNotFound(c, c.req.valid('param').token, settings);
      // Loaded on the first download, not at start-up: docx is a large library.
      const { DOCX_CONTENT_TYPE, policyDocument } = await import('../journeys/policy-document.ts');
      const file = await policyDocument(draft);
      return c.body(new Uint8Array(file), 200, {
        'content-type': DOCX_CONTENT_TYPE,
        'content-disposition': `attachment; filename="${documentFileName(draft.companyName)}"`,
        'cache-control': 'private, no-store',
      });
    });
