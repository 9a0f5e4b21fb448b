// The choices a finance team makes to draft its Bitcoin treasury policy: the options of
// each, their bounds and defaults, and the one-line explanation the form shows beside each.
// The clause library (clauses.ts) turns them into the policy's text; domain/schemas/policies.ts
// validates them at the API.

export const CUSTODY_MODELS = ['qualified_custodian', 'multi_institution', 'self_custody_multisig'] as const;
export type CustodyModel = (typeof CUSTODY_MODELS)[number];

export const ACCOUNTING_FRAMEWORKS = ['us_gaap', 'ifrs'] as const;
export type AccountingFramework = (typeof ACCOUNTING_FRAMEWORKS)[number];

/** Under IFRS: IAS 38 at cost or revalued, or IAS 2 for a broker-trader (IFRIC agenda decision, June 2019). */
export const IFRS_MODELS = ['ias38_cost', 'ias38_revaluation', 'ias2_broker_trader'] as const;
export type IfrsModel = (typeof IFRS_MODELS)[number];

export const ALLOCATION_BASES = ['treasury_reserves', 'cash_and_equivalents'] as const;
export type AllocationBasis = (typeof ALLOCATION_BASES)[number];

export const PURCHASE_METHODS = ['scheduled', 'opportunistic'] as const;
export type PurchaseMethod = (typeof PURCHASE_METHODS)[number];

/** Who approves purchases, sales and transfers below the board's threshold. */
export const EXECUTION_AUTHORITIES = ['cfo', 'treasurer', 'ceo'] as const;
export type ExecutionAuthority = (typeof EXECUTION_AUTHORITIES)[number];

/** Who keeps the policy up to date and proposes changes to the board. */
export const POLICY_OWNERS = ['cfo', 'treasurer', 'audit_committee'] as const;
export type PolicyOwner = (typeof POLICY_OWNERS)[number];

export interface PolicyChoices {
  /** Largest share of the allocation basis held in bitcoin, 0–100 %. */
  maxAllocationPct: number;
  allocationBasis: AllocationBasis;
  purchaseMethod: PurchaseMethod;
  custody: CustodyModel;
  /** Multi-signature self-custody only: signatures needed to move funds… */
  signaturesRequired: number;
  /** …out of this many keys, each with a different holder. */
  keyHolders: number;
  accounting: AccountingFramework;
  /** IFRS only. */
  ifrsModel: IfrsModel;
  executionAuthority: ExecutionAuthority;
  /** A purchase, sale or transfer above this amount (USD) needs the board. */
  boardApprovalAboveUSD: number;
  /** Percentage points above the maximum allocation that trigger a sale back to it. */
  rebalanceBandPct: number;
  /** Largest loan-to-value of borrowing against bitcoin, %; 0 = no borrowing. */
  maxLtvPct: number;
  /** Months of operating expenses always kept in cash, outside the allocation. */
  liquidityFloorMonths: number;
  /** Months between reviews of the policy. */
  reviewMonths: number;
  policyOwner: PolicyOwner;
}

/** Bounds of the numeric choices (inclusive); the schema, the form and the tests read these. */
export const CHOICE_BOUNDS = {
  maxAllocationPct: { min: 0, max: 100 },
  signaturesRequired: { min: 2, max: 15 },
  keyHolders: { min: 2, max: 15 },
  /** Up to one trillion USD. */
  boardApprovalAboveUSD: { min: 0, max: 1_000_000_000_000 },
  rebalanceBandPct: { min: 0, max: 50 },
  /** Above 80 % a loan is a margin call waiting to happen; no policy should allow it. */
  maxLtvPct: { min: 0, max: 80 },
  liquidityFloorMonths: { min: 0, max: 60 },
  reviewMonths: { min: 1, max: 36 },
} as const satisfies Partial<Record<keyof PolicyChoices, { min: number; max: number }>>;

export const DEFAULT_CHOICES: Readonly<PolicyChoices> = {
  maxAllocationPct: 5,
  allocationBasis: 'treasury_reserves',
  purchaseMethod: 'scheduled',
  custody: 'qualified_custodian',
  signaturesRequired: 2,
  keyHolders: 3,
  accounting: 'us_gaap',
  ifrsModel: 'ias38_cost',
  executionAuthority: 'cfo',
  boardApprovalAboveUSD: 1_000_000,
  rebalanceBandPct: 5,
  maxLtvPct: 0,
  liquidityFloorMonths: 12,
  reviewMonths: 12,
  policyOwner: 'cfo',
};

export const ROLE_LABELS: Readonly<Record<ExecutionAuthority | PolicyOwner, string>> = {
  cfo: 'Chief Financial Officer',
  treasurer: 'Treasurer',
  ceo: 'Chief Executive Officer',
  audit_committee: 'Audit Committee',
};

export const OPTION_LABELS = {
  allocationBasis: {
    treasury_reserves: 'Treasury reserves (cash, deposits and short-term investments)',
    cash_and_equivalents: 'Cash and cash equivalents',
  },
  purchaseMethod: {
    scheduled: 'Scheduled: equal amounts on fixed dates',
    opportunistic: 'Opportunistic: at times chosen within the limits',
  },
  custody: {
    qualified_custodian: 'One qualified custodian',
    multi_institution: 'Several custodial institutions',
    self_custody_multisig: 'Multi-signature self-custody',
  },
  accounting: { us_gaap: 'US GAAP', ifrs: 'IFRS' },
  ifrsModel: {
    ias38_cost: 'IAS 38, cost model',
    ias38_revaluation: 'IAS 38, revaluation model',
    ias2_broker_trader: 'IAS 2, broker-trader (fair value less costs to sell)',
  },
  executionAuthority: { cfo: ROLE_LABELS.cfo, treasurer: ROLE_LABELS.treasurer, ceo: ROLE_LABELS.ceo },
  policyOwner: {
    cfo: ROLE_LABELS.cfo,
    treasurer: ROLE_LABELS.treasurer,
    audit_committee: ROLE_LABELS.audit_committee,
  },
} as const;

/** What each choice decides, in one sentence, for the form. */
export const CHOICE_EXPLANATIONS: Readonly<Record<keyof PolicyChoices, string>> = {
  maxAllocationPct:
    'The largest share of the basis below that may be held in bitcoin. 0 means the policy is adopted before any purchase is allowed.',
  allocationBasis: 'What the maximum share is measured against.',
  purchaseMethod:
    'Scheduled buying removes timing decisions; opportunistic buying needs a recorded reason for each purchase.',
  custody:
    'Who holds the keys: a regulated custodian, several of them to spread the risk, or the company itself with keys split between several people.',
  signaturesRequired: 'For self-custody: how many key holders must sign to move funds.',
  keyHolders: 'For self-custody: how many keys exist, each held by a different person.',
  accounting: 'The framework of your financial statements decides how the holding is measured and disclosed.',
  ifrsModel: 'For IFRS: most companies apply IAS 38; IAS 2 applies only to a business that trades bitcoin.',
  executionAuthority: 'Who may approve purchases, sales and transfers up to the board’s threshold.',
  boardApprovalAboveUSD: 'Any single purchase, sale or transfer above this amount in US dollars goes to the board.',
  rebalanceBandPct:
    'How far above the maximum share (in percentage points) a price rise may carry the holding before the excess is sold.',
  maxLtvPct:
    'The highest loan-to-value allowed when borrowing against bitcoin. 0 means the company never borrows against it or lends it.',
  liquidityFloorMonths: 'Months of operating expenses always kept in cash, which no purchase may touch.',
  reviewMonths: 'How often the board reviews the policy, at the latest.',
  policyOwner: 'Who keeps the policy current and brings changes to the board.',
};

/** Labels of the choices for forms and the document. */
export const CHOICE_LABELS: Readonly<Record<keyof PolicyChoices, string>> = {
  maxAllocationPct: 'Maximum allocation (%)',
  allocationBasis: 'Allocation measured against',
  purchaseMethod: 'Purchase method',
  custody: 'Custody model',
  signaturesRequired: 'Signatures required',
  keyHolders: 'Key holders',
  accounting: 'Accounting framework',
  ifrsModel: 'IFRS measurement',
  executionAuthority: 'Approves below the board threshold',
  boardApprovalAboveUSD: 'Board approval above (USD)',
  rebalanceBandPct: 'Rebalancing band (percentage points)',
  maxLtvPct: 'Maximum loan-to-value (%)',
  liquidityFloorMonths: 'Liquidity floor (months of operating expenses)',
  reviewMonths: 'Review at least every (months)',
  policyOwner: 'Policy owner',
};
