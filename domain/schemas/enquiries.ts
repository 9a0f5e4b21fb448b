// Contract of the program enrolment enquiry:
//   POST /api/enquiries EnquiryInput → 201 EnquiryCreated
// There is no card payment: an invoice follows by email (ENQUIRY_NEXT_STEP).
import * as z from 'zod/mini';
import { TIER_IDS } from '../pricing/tiers.ts';
import { emailAddress, optionalText } from './fields.ts';
import { MESSAGE_MAX_LENGTH, companyName, honeypot, personName } from './public-forms.ts';

export const ENQUIRY_STATUSES = ['new', 'invoiced', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const tierMessage = 'Choose a program: foundations, professional or executive.';

export const enquiryInput = z.object({
  name: personName,
  email: emailAddress,
  company: companyName,
  tier: z.enum(TIER_IDS, { error: tierMessage }),
  message: optionalText({ max: MESSAGE_MAX_LENGTH, multiline: true }),
  website: honeypot,
});
export type EnquiryInput = z.input<typeof enquiryInput>;

export const enquiryCreatedSchema = z.object({
  id: z.string(),
  tier: z.enum(TIER_IDS),
  createdAt: z.string(),
  /** What happens next: an invoice follows; no card payment. */
  message: z.string(),
});
export type EnquiryCreated = z.output<typeof enquiryCreatedSchema>;
