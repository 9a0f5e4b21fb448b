// The three program tiers, in one place for the pricing page, its structured data (Product
// and Offer), the enquiry form and the enquiry confirmation mail. Prices are US dollars;
// there is no card payment: an enquiry is answered with an invoice.

export const TIER_IDS = ['foundations', 'professional', 'executive'] as const;
export type TierId = (typeof TIER_IDS)[number];

export const PRICE_CURRENCY = 'USD';

export interface ProgramTier {
  id: TierId;
  name: string;
  /** Whole US dollars. */
  priceUsd: number;
  audience: string;
  includes: readonly string[];
  /** The tier the page draws attention to. */
  highlighted: boolean;
}

export const PROGRAM_TIERS: readonly ProgramTier[] = [
  {
    id: 'foundations',
    name: 'Foundations',
    priceUsd: 497,
    audience: 'For individuals in finance learning the subject.',
    includes: [
      'The learning framework: eight modules, about 32 hours',
      'Twice-weekly live webinars',
      'The readiness assessment',
    ],
    highlighted: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    priceUsd: 997,
    audience: 'For treasury teams preparing a proposal.',
    includes: [
      'Everything in Foundations',
      'A written review of your assessment results',
      'Treasury policy and board-paper outlines to adapt',
    ],
    highlighted: true,
  },
  {
    id: 'executive',
    name: 'Executive',
    priceUsd: 2997,
    audience: 'For companies taking a policy to the board.',
    includes: [
      'Everything in Professional',
      'Advisory sessions with your finance team',
      'Review of your draft policy and board materials',
    ],
    highlighted: false,
  },
];

/** Every tier comes with it (the pricing page and its FAQ say so). */
export const SATISFACTION_GUARANTEE_DAYS = 30;

/** What happens after an enquiry: said on the form, in the answer and in the mail. */
export const ENQUIRY_NEXT_STEP =
  'An invoice in US dollars follows by email. There is no card payment on this site: nothing is charged until you pay the invoice.';

export function findTier(id: TierId): ProgramTier {
  return PROGRAM_TIERS.find((tier) => tier.id === id)!;
}
