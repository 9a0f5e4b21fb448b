// Contracts of the treasury policy drafter:
//   POST /api/policies                       CreatePolicyInput → 201 PolicyDraftView
//   GET  /api/policies/:token                → PolicyDraftView (404 for an unknown token)
//   GET  /api/policies/:token/document.docx  → the draft as a Word document
import * as z from 'zod/mini';
import {
  ACCOUNTING_FRAMEWORKS,
  ALLOCATION_BASES,
  CHOICE_BOUNDS,
  CUSTODY_MODELS,
  DEFAULT_CHOICES,
  EXECUTION_AUTHORITIES,
  IFRS_MODELS,
  POLICY_OWNERS,
  PURCHASE_METHODS,
} from '../policy/choices.ts';
import { POLICY_SECTION_IDS } from '../policy/clauses.ts';
import { boundedInteger, boundedNumber } from './fields.ts';
import { companyName, honeypot, publicToken } from './public-forms.ts';

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Choose one of: ${values.join(', ')}.` });

const bounded = (key: keyof typeof CHOICE_BOUNDS) => boundedNumber(CHOICE_BOUNDS[key].min, CHOICE_BOUNDS[key].max);
const boundedWhole = (key: keyof typeof CHOICE_BOUNDS) =>
  boundedInteger(CHOICE_BOUNDS[key].min, CHOICE_BOUNDS[key].max);

export const keyHoldersMessage = 'Signatures required cannot be more than the number of key holders.';

/**
 * The choices: every one optional (its default from domain/policy/choices.ts), none unknown.
 * A refused choice is named `choices.<name>`.
 */
export const policyChoicesSchema = z
  .strictObject(
    {
      maxAllocationPct: z._default(bounded('maxAllocationPct'), DEFAULT_CHOICES.maxAllocationPct),
      allocationBasis: z._default(oneOf(ALLOCATION_BASES), DEFAULT_CHOICES.allocationBasis),
      purchaseMethod: z._default(oneOf(PURCHASE_METHODS), DEFAULT_CHOICES.purchaseMethod),
      custody: z._default(oneOf(CUSTODY_MODELS), DEFAULT_CHOICES.custody),
      signaturesRequired: z._default(boundedWhole('signaturesRequired'), DEFAULT_CHOICES.signaturesRequired),
      keyHolders: z._default(boundedWhole('keyHolders'), DEFAULT_CHOICES.keyHolders),
      accounting: z._default(oneOf(ACCOUNTING_FRAMEWORKS), DEFAULT_CHOICES.accounting),
      ifrsModel: z._default(oneOf(IFRS_MODELS), DEFAULT_CHOICES.ifrsModel),
      executionAuthority: z._default(oneOf(EXECUTION_AUTHORITIES), DEFAULT_CHOICES.executionAuthority),
      boardApprovalAboveUSD: z._default(boundedWhole('boardApprovalAboveUSD'), DEFAULT_CHOICES.boardApprovalAboveUSD),
      rebalanceBandPct: z._default(bounded('rebalanceBandPct'), DEFAULT_CHOICES.rebalanceBandPct),
      maxLtvPct: z._default(bounded('maxLtvPct'), DEFAULT_CHOICES.maxLtvPct),
      liquidityFloorMonths: z._default(boundedWhole('liquidityFloorMonths'), DEFAULT_CHOICES.liquidityFloorMonths),
      reviewMonths: z._default(boundedWhole('reviewMonths'), DEFAULT_CHOICES.reviewMonths),
      policyOwner: z._default(oneOf(POLICY_OWNERS), DEFAULT_CHOICES.policyOwner),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown choice: ${issue.keys.join(', ')}.`
          : 'Send the choices as an object.',
    },
  )
  .check(
    z.refine((choices) => choices.signaturesRequired <= choices.keyHolders, {
      error: keyHoldersMessage,
      path: ['signaturesRequired'],
    }),
  );

/** POST /api/policies. The honeypot `website` must stay empty. */
export const createPolicyInput = z.object({
  companyName,
  /** The token of an assessment result whose open answers become "to decide" items. */
  assessmentToken: z.optional(z.nullable(publicToken)),
  choices: policyChoicesSchema,
  website: honeypot,
});
export type CreatePolicyInput = z.input<typeof createPolicyInput>;

const clauseSchema = z.object({
  id: z.string(),
  text: z.string(),
  rationale: z.string(),
  reference: z.optional(z.string()),
});

export const policyDraftViewSchema = z.object({
  /** 128-bit, URL-safe: the share link is /treasury-policy/<token>. */
  token: z.string(),
  companyName: z.string(),
  assessmentToken: z.nullable(z.string()),
  choices: policyChoicesSchema,
  sections: z.array(
    z.object({
      id: z.enum(POLICY_SECTION_IDS),
      title: z.string(),
      clauses: z.array(clauseSchema),
    }),
  ),
  openItems: z.array(
    z.object({
      sectionId: z.enum(POLICY_SECTION_IDS),
      sectionTitle: z.string(),
      questionId: z.string(),
      question: z.string(),
      answer: z.string(),
      decision: z.string(),
    }),
  ),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
  /** /api/policies/<token>/document.docx */
  documentPath: z.string(),
});
export type PolicyDraftView = z.output<typeof policyDraftViewSchema>;
