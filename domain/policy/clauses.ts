// The treasury-policy clause library: the team's choices become the sections and clauses of
// a draft Bitcoin treasury policy, each clause with a one-line rationale and, where one
// exists, the public standard or guidance it rests on. Pure: the browser's live preview,
// the API and the Word document all draw the same text from here.
//
// Clause ids are stable (`<section>.<clause>`): tests pin which choice changes which clause.
import { groupThousands } from '../intl-formats.ts';
import { ROLE_LABELS, type PolicyChoices } from './choices.ts';

export interface PolicyClause {
  /** Stable, e.g. 'custody.model'. */
  id: string;
  text: string;
  /** Why the clause is there, in one line. */
  rationale: string;
  /** The public standard, rule or guidance it rests on, when there is one. */
  reference?: string;
}

export const POLICY_SECTION_IDS = [
  'purpose',
  'authority',
  'allocation',
  'custody',
  'risk',
  'accounting',
  'tax',
  'insurance',
  'counterparties',
  'incident',
  'review',
] as const;
export type PolicySectionId = (typeof POLICY_SECTION_IDS)[number];

export interface PolicySection {
  id: PolicySectionId;
  title: string;
  clauses: PolicyClause[];
}

export const SECTION_TITLES: Readonly<Record<PolicySectionId, string>> = {
  purpose: 'Purpose and scope',
  authority: 'Authority and approvals',
  allocation: 'Allocation',
  custody: 'Custody',
  risk: 'Risk limits',
  accounting: 'Accounting and reporting',
  tax: 'Tax',
  insurance: 'Insurance',
  counterparties: 'Counterparties',
  incident: 'Incident response',
  review: 'Review and ownership',
};

/** A whole-dollar amount as the policy writes it: 'USD 1,000,000'. */
export function formatUsd(amount: number): string {
  return `USD ${groupThousands(Math.round(amount))}`;
}

/** A percentage as the policy writes it: '5%', '2.5%'. */
export function formatPct(value: number): string {
  return `${groupThousands(Math.round(value * 100) / 100)}%`;
}

/** A band in percentage points: '5 percentage points'. */
export function formatPoints(value: number): string {
  const points = groupThousands(Math.round(value * 100) / 100);
  return value === 1 ? '1 percentage point' : `${points} percentage points`;
}

const months = (count: number) => (count === 1 ? '1 month' : `${count} months`);

const REFERENCES = {
  coso: 'COSO, Internal Control — Integrated Framework (2013): control activities and segregation of duties',
  qualifiedCustodian:
    'The term “qualified custodian” as defined in SEC Rule 206(4)-2 under the Investment Advisers Act of 1940 (used here as a benchmark)',
  multisig: 'BIP 11 (M-of-N standard transactions); BIP 174 (partially signed Bitcoin transactions)',
  socReports: 'AICPA SOC 1 and SOC 2 Type 2 reports',
  asu202308:
    'FASB ASU 2023-08, Intangibles — Goodwill and Other — Crypto Assets (ASC 350-60); fair value under ASC 820',
  ias38:
    'IAS 38 Intangible Assets; IFRS Interpretations Committee agenda decision “Holdings of Cryptocurrencies” (June 2019)',
  ias38Revaluation:
    'IAS 38 Intangible Assets, revaluation model (paragraphs 75–87); IFRS 13 Fair Value Measurement; IFRIC agenda decision “Holdings of Cryptocurrencies” (June 2019)',
  ias2: 'IAS 2 Inventories, paragraph 3(b) (commodity broker-traders); IFRIC agenda decision “Holdings of Cryptocurrencies” (June 2019)',
  auditPracticeAid: 'AICPA practice aid “Accounting for and Auditing of Digital Assets”',
  irsNotice:
    'In the United States, for example, IRS Notice 2014-21 treats virtual currency as property for tax purposes',
} as const;

function purposeSection(company: string): PolicyClause[] {
  return [
    {
      id: 'purpose.objective',
      text: `This policy governs how ${company} (the “Company”) acquires, holds, moves, sells and reports bitcoin held as part of its treasury reserves.`,
      rationale: 'A policy the board adopts is the mandate without which no one should commit company funds.',
    },
    {
      id: 'purpose.scope',
      text: 'It applies to every director, officer, employee and agent who decides on, executes, records or safeguards the Company’s bitcoin, and to bitcoin held directly or through a custodian. Other digital assets, stablecoins and exchange-traded products are outside its scope and may not be bought under it.',
      rationale: 'A clear scope stops the mandate being stretched to assets the board never considered.',
    },
    {
      id: 'purpose.precedence',
      text: 'Where this policy and the Company’s general investment policy differ on bitcoin, this policy applies; the investment policy is amended to refer to it before the first purchase.',
      rationale: 'An investment policy that does not allow the asset would make every purchase a breach.',
    },
  ];
}

function authoritySection(choices: PolicyChoices): PolicyClause[] {
  const role = ROLE_LABELS[choices.executionAuthority];
  const threshold = formatUsd(choices.boardApprovalAboveUSD);
  return [
    {
      id: 'authority.execution',
      text: `The ${role} may approve purchases, sales and transfers of bitcoin within the limits of this policy, up to ${threshold} per transaction and per business day in aggregate.`,
      rationale: 'Day-to-day execution needs a named person with a limit, so nothing waits for a board meeting.',
    },
    {
      id: 'authority.board',
      text: `Any purchase, sale or transfer above ${threshold}, any borrowing or pledge of bitcoin, and any change to this policy require the prior approval of the board of directors, recorded in its minutes.`,
      rationale: 'The largest decisions and the policy itself stay with the body accountable to shareholders.',
    },
    {
      id: 'authority.dual-control',
      text: 'No one person may both initiate and approve a transaction. Every transfer out of custody needs approval by at least two authorised people, and is sent only to an address on a whitelist approved in the same way.',
      rationale: 'Dual control is the main defence against error, fraud and coercion of a single person.',
      reference: REFERENCES.coso,
    },
  ];
}

const ALLOCATION_BASIS_TEXT: Readonly<Record<PolicyChoices['allocationBasis'], string>> = {
  treasury_reserves: 'treasury reserves (cash, deposits and short-term investments, bitcoin included)',
  cash_and_equivalents: 'cash and cash equivalents (bitcoin included)',
};

function allocationSection(choices: PolicyChoices): PolicyClause[] {
  const basis = ALLOCATION_BASIS_TEXT[choices.allocationBasis];
  return [
    {
      id: 'allocation.maximum',
      text:
        choices.maxAllocationPct === 0
          ? `No bitcoin is bought under this policy until the board sets a maximum share of ${basis} above 0%.`
          : `Bitcoin held may not exceed ${formatPct(choices.maxAllocationPct)} of the Company’s ${basis}, measured at fair value at each month end and before each purchase.`,
      rationale: 'A hard ceiling sizes the position to what the balance sheet can carry through a severe drawdown.',
    },
    {
      id: 'allocation.funding',
      text: 'Purchases are funded only from cash in excess of the liquidity floor (section 5) and of the amounts set aside for the Company’s budgeted obligations; never from borrowing.',
      rationale: 'Operating cash kept apart means a fall in the price never threatens payroll, suppliers or covenants.',
    },
    {
      id: 'allocation.method',
      text:
        choices.purchaseMethod === 'scheduled'
          ? 'Purchases are made in equal amounts on fixed dates set out in a purchase schedule the board approves; the schedule is paused only by a decision recorded under section 2.'
          : 'Purchases are made at times chosen within the limits of this policy by those authorised in section 2; the reason for each purchase, the price and the quotes obtained are recorded when it is made.',
      rationale:
        choices.purchaseMethod === 'scheduled'
          ? 'A schedule removes market-timing decisions and the pressure that comes with them.'
          : 'Discretion over timing must leave a written trail that auditors and the board can follow.',
    },
  ];
}

function custodySection(choices: PolicyChoices): PolicyClause[] {
  const model: PolicyClause =
    choices.custody === 'qualified_custodian'
      ? {
          id: 'custody.model',
          text: 'Bitcoin is held by one regulated custodian, chartered or licensed to hold digital assets for others, in an account in the Company’s name, segregated from the custodian’s own assets and those of its other clients.',
          rationale: 'A regulated custodian brings tested key management, insurance and an auditable record.',
          reference: REFERENCES.qualifiedCustodian,
        }
      : choices.custody === 'multi_institution'
        ? {
            id: 'custody.model',
            text: 'Bitcoin is held by at least two regulated custodians, each account in the Company’s name and segregated from the custodian’s own assets, with no custodian holding more than two-thirds of the Company’s bitcoin.',
            rationale: 'Spreading holdings across institutions limits what the failure of any one can cost.',
            reference: REFERENCES.qualifiedCustodian,
          }
        : {
            id: 'custody.model',
            text: `Bitcoin is held in a multi-signature wallet controlled by the Company: ${choices.signaturesRequired} of ${choices.keyHolders} keys must sign to move funds, each key held by a different named key holder on a separate hardware signing device, stored in separate locations.`,
            rationale: 'Splitting signing power means no single person, device or location can move or lose the funds.',
            reference: REFERENCES.multisig,
          };
  const safeguards: PolicyClause =
    choices.custody === 'self_custody_multisig'
      ? {
          id: 'custody.safeguards',
          text: 'Key holders are appointed by the board and listed in a register kept by the policy owner. Backups of each key are sealed and stored apart from the key; wallet configuration and recovery instructions are held by counsel. Key holders never share, photograph or type a seed phrase into a networked device.',
          rationale: 'Self-custody is only as strong as the discipline around each key and its backup.',
        }
      : {
          id: 'custody.safeguards',
          text: 'Custodial assets may not be lent, pledged or rehypothecated by the custodian. Before appointment and every year, the custodian’s licences, financial standing, insurance and independent control reports are reviewed.',
          rationale: 'The custody agreement and its annual review are what make a custodian’s promises enforceable.',
          reference: REFERENCES.socReports,
        };
  const evidence: PolicyClause =
    choices.custody === 'self_custody_multisig'
      ? {
          id: 'custody.evidence',
          text: 'At each quarter end, control of every address is demonstrated by a signed message, and balances are reconciled to the blockchain and to the general ledger.',
          rationale: 'Auditors need evidence of existence and of control; a signed message provides both.',
        }
      : {
          id: 'custody.evidence',
          text: 'At each month end, custodian statements are reconciled to the general ledger, and at each quarter end balances are confirmed independently on the blockchain where the custodian discloses addresses.',
          rationale: 'Reconciliation catches errors early and gives auditors the evidence of existence they ask for.',
        };
  return [model, safeguards, evidence];
}

function riskSection(choices: PolicyChoices): PolicyClause[] {
  const clauses: PolicyClause[] = [
    {
      id: 'risk.rebalancing',
      text:
        choices.maxAllocationPct === 0
          ? 'While the maximum allocation is 0%, any bitcoin received is sold within ten business days.'
          : `If a rise in price carries bitcoin above ${formatPct(Math.min(100, choices.maxAllocationPct + choices.rebalanceBandPct))} of the allocation basis (the maximum plus a band of ${formatPoints(choices.rebalanceBandPct)}), the excess above ${formatPct(choices.maxAllocationPct)} is sold within ten business days. A fall in price never forces a sale.`,
      rationale: 'A band avoids trading on every price move while keeping the position close to the agreed size.',
    },
    choices.maxLtvPct === 0
      ? {
          id: 'risk.leverage',
          text: 'The Company does not borrow against its bitcoin, lend it, pledge it as collateral or use derivatives on it.',
          rationale: 'Without leverage, no price move can force a sale at the worst moment.',
        }
      : {
          id: 'risk.leverage',
          text: `The Company may borrow against its bitcoin, under facilities the board approves, up to a loan-to-value of ${formatPct(choices.maxLtvPct)} (outstanding loans divided by the fair value of the bitcoin pledged). Bitcoin is not lent to others.`,
          rationale: 'A ceiling on loan-to-value keeps enough distance from the lender’s liquidation level.',
        },
  ];
  if (choices.maxLtvPct > 0) {
    clauses.push({
      id: 'risk.margin-call',
      text: `The loan-to-value is monitored daily. If it rises above ${formatPct(choices.maxLtvPct)}, the Company restores it within two business days by repaying or by adding cash collateral from outside the liquidity floor; the board is told the same day. A margin call the Company cannot meet this way is escalated to the board at once.`,
      rationale: 'A margin call handled by a procedure agreed in advance is a payment, not a crisis.',
    });
  }
  clauses.push(
    {
      id: 'risk.liquidity-floor',
      text:
        choices.liquidityFloorMonths === 0
          ? 'The board sets the cash the Company must hold outside the allocation in each annual budget; no purchase is made until it has done so.'
          : `Cash and cash equivalents equal to at least ${months(choices.liquidityFloorMonths)} of budgeted operating expenses are held outside the allocation at all times.`,
      rationale: 'The floor keeps the business funded through a long downturn without selling bitcoin.',
    },
    {
      id: 'risk.exit',
      text: 'The board reduces or ends the position if a covenant or the liquidity floor is at risk, if a change in law, regulation or accounting makes holding it inappropriate, or if the reasons for holding it no longer apply. The position is reviewed against these conditions at least every quarter.',
      rationale: 'Exit conditions agreed in calm markets stop decisions being made in panic.',
    },
  );
  return clauses;
}

function accountingSection(choices: PolicyChoices): PolicyClause[] {
  const standard: PolicyClause =
    choices.accounting === 'us_gaap'
      ? {
          id: 'accounting.standard',
          text: 'Bitcoin is measured at fair value at each reporting date, with changes in fair value recognised in net income, and presented separately from other intangible assets on the balance sheet.',
          rationale:
            'Under US GAAP, bitcoin within the scope of ASC 350-60 is measured at fair value through net income.',
          reference: REFERENCES.asu202308,
        }
      : choices.ifrsModel === 'ias38_cost'
        ? {
            id: 'accounting.standard',
            text: 'Bitcoin is an intangible asset with an indefinite useful life, measured at cost less impairment, and tested for impairment at each reporting date; impairment losses are not reversed above cost.',
            rationale:
              'Under IFRS, bitcoin held for investment is an intangible asset unless held for sale in the ordinary course of business.',
            reference: REFERENCES.ias38,
          }
        : choices.ifrsModel === 'ias38_revaluation'
          ? {
              id: 'accounting.standard',
              text: 'Bitcoin is an intangible asset measured under the revaluation model at fair value from an active market at each reporting date: increases go to the revaluation surplus in other comprehensive income, decreases below cost to profit or loss.',
              rationale:
                'The revaluation model brings the balance sheet close to market value where an active market exists.',
              reference: REFERENCES.ias38Revaluation,
            }
          : {
              id: 'accounting.standard',
              text: 'Bitcoin is held as inventory of a broker-trader, acquired principally to sell in the near future and profit from price fluctuations, and measured at fair value less costs to sell, with changes recognised in profit or loss.',
              rationale: 'IAS 2 applies only where bitcoin is held for sale in the ordinary course of business.',
              reference: REFERENCES.ias2,
            };
  const disclosures: PolicyClause =
    choices.accounting === 'us_gaap'
      ? {
          id: 'accounting.disclosures',
          text: 'The financial statements disclose the units held, cost basis and fair value of the bitcoin holding, any contractual sale restrictions, and each year a reconciliation of the opening and closing balances with additions, dispositions and gains and losses.',
          rationale: 'These are the disclosures ASC 350-60 asks for; planning them avoids a year-end scramble.',
          reference: REFERENCES.asu202308,
        }
      : choices.ifrsModel === 'ias2_broker_trader'
        ? {
            id: 'accounting.disclosures',
            text: 'The financial statements disclose the carrying amount of bitcoin held as inventory at fair value less costs to sell, the accounting policy applied, and the fair value hierarchy level and inputs of the measurement.',
            rationale: 'Users need to see the basis and inputs of a measurement that moves profit directly.',
            reference: 'IAS 2 Inventories, paragraph 36; IFRS 13 Fair Value Measurement',
          }
        : {
            id: 'accounting.disclosures',
            text: 'The financial statements disclose the accounting policy and measurement model, the carrying amount and its reconciliation through the year, impairment losses and reversals, and for revalued assets the revaluation date, the carrying amount under the cost model and the revaluation surplus.',
            rationale: 'These are the intangible-asset disclosures IAS 38 asks for, planned before the first purchase.',
            reference: 'IAS 38 Intangible Assets, paragraphs 118–128; IAS 1 Presentation of Financial Statements',
          };
  return [
    standard,
    disclosures,
    {
      id: 'accounting.audit-evidence',
      text: 'Before the first purchase, the Company agrees with its auditors the evidence they will need of existence, ownership and valuation, and sets up records (acquisition date, units, cost, custody location) for every purchase and sale.',
      rationale: 'Auditors who have agreed the evidence in advance do not hold up the year-end accounts.',
      reference: REFERENCES.auditPracticeAid,
    },
    {
      id: 'accounting.board-reporting',
      text: 'Each quarter the board receives a report of units held, cost, fair value, compliance with every limit of this policy, transactions in the quarter and any incident.',
      rationale: 'Regular reporting lets the board exercise the oversight this policy gives it.',
    },
  ];
}

function taxSection(): PolicyClause[] {
  return [
    {
      id: 'tax.advice',
      text: 'Before the first purchase, the Company obtains written advice from its tax advisers on the treatment of purchases, sales, transfers between custody accounts and any borrowing, in every jurisdiction where it files, and keeps lot-level records sufficient to compute gains and losses.',
      rationale:
        'Tax treatment differs by jurisdiction and transaction type; a gain or loss can only be computed from lot records kept from day one.',
      reference: REFERENCES.irsNotice,
    },
  ];
}

function insuranceSection(choices: PolicyChoices): PolicyClause[] {
  return [
    choices.custody === 'self_custody_multisig'
      ? {
          id: 'insurance.cover',
          text: 'The Company seeks crime or specie insurance covering theft or loss of key material and the coercion of key holders; any amount held without cover is reported to the board each quarter.',
          rationale: 'Self-custody moves the risk of theft and loss onto the Company’s own balance sheet.',
        }
      : {
          id: 'insurance.cover',
          text: 'Each custodian must hold crime or specie insurance for the assets it holds; the Company reviews the policy’s limits, exclusions and whether the cover is shared among clients at appointment and every year, and reports to the board any amount held without cover.',
          rationale:
            'A custodian’s insurance is often shared among all its clients, so its real value must be checked.',
        },
  ];
}

function counterpartiesSection(): PolicyClause[] {
  return [
    {
      id: 'counterparties.approval',
      text: 'Bitcoin is bought and sold only through exchanges and brokers licensed in their home jurisdiction and approved in advance under section 2, after a review of their licences, financial standing, control reports and sanctions screening.',
      rationale: 'A counterparty that fails or breaks sanctions law can cost more than any price move.',
      reference: REFERENCES.socReports,
    },
    {
      id: 'counterparties.settlement',
      text: 'Bitcoin bought is moved to custody within one business day; no balance is left at an exchange or broker beyond what settlement needs.',
      rationale: 'Exposure to a trading venue should last only as long as the trade.',
    },
  ];
}

function incidentSection(choices: PolicyChoices): PolicyClause[] {
  const lostKeys: PolicyClause =
    choices.custody === 'self_custody_multisig'
      ? {
          id: 'incident.lost-keys',
          text: `If a key or device is lost or compromised, or a key holder leaves, the remaining key holders move the funds to a new wallet with fresh keys within five business days, while at least ${choices.signaturesRequired} of the remaining keys are still available. The recovery procedure is tested at least once a year.`,
          rationale:
            'A multi-signature wallet survives the loss of keys only if the funds are moved before more are lost.',
        }
      : {
          id: 'incident.lost-keys',
          text: 'If the credentials or devices used to instruct a custodian are lost or compromised, the custodian is told at once to freeze instructions, and access is restored only through its verified recovery procedure. The procedure is tested at least once a year.',
          rationale:
            'Instruction credentials are the Company’s key to its custodial account; their loss must be handled by rote.',
        };
  const failure: PolicyClause =
    choices.custody === 'qualified_custodian'
      ? {
          id: 'incident.custodian-failure',
          text: 'A second custodian is approved in advance so that, if the custodian fails, suspends withdrawals or loses its licence, the Company can move its bitcoin without delay; counsel assesses the Company’s claim at once.',
          rationale: 'With one custodian, a standby agreement is what turns its failure into an inconvenience.',
        }
      : choices.custody === 'multi_institution'
        ? {
            id: 'incident.custodian-failure',
            text: 'If one custodian fails, suspends withdrawals or loses its licence, no further assets are sent to it, withdrawals to the remaining custodians are requested at once, and counsel assesses the Company’s claim.',
            rationale: 'Several custodians limit the loss; a procedure agreed in advance limits the delay.',
          }
        : {
            id: 'incident.custodian-failure',
            text: 'If the wallet software or a hardware vendor is found to be flawed, the funds are moved to a wallet built on unaffected software or devices under dual control, after the wallet configuration has been checked against its backup.',
            rationale:
              'In self-custody, the vendors of software and devices take the place of a custodian as the outside dependency.',
          };
  return [
    lostKeys,
    failure,
    {
      id: 'incident.notification',
      text: 'Any suspected loss, theft or unauthorised transaction is reported to the policy owner and the chair of the board within 24 hours; counsel and the auditors are informed, and whether it must be disclosed is decided without delay.',
      rationale: 'Fast escalation preserves evidence, options for recovery and compliance with disclosure duties.',
    },
  ];
}

function reviewSection(choices: PolicyChoices): PolicyClause[] {
  return [
    {
      id: 'review.cadence',
      text: `The board reviews this policy at least every ${months(choices.reviewMonths)}, and also after any incident, any breach of a limit, or a material change in the law, in accounting standards or in the Company’s finances.`,
      rationale: 'A policy reviewed on a fixed cadence stays aligned with the business and the market.',
    },
    {
      id: 'review.owner',
      text: `The ${ROLE_LABELS[choices.policyOwner]} owns this policy: keeps it current, keeps the registers it requires, reports breaches to the board and proposes changes.`,
      rationale: 'Every policy needs one named owner who answers for it.',
    },
  ];
}

/** The sections of the draft, in order, with their clauses filled from the choices. */
export function policySections(companyName: string, choices: PolicyChoices): PolicySection[] {
  const clauses: Record<PolicySectionId, PolicyClause[]> = {
    purpose: purposeSection(companyName),
    authority: authoritySection(choices),
    allocation: allocationSection(choices),
    custody: custodySection(choices),
    risk: riskSection(choices),
    accounting: accountingSection(choices),
    tax: taxSection(),
    insurance: insuranceSection(choices),
    counterparties: counterpartiesSection(),
    incident: incidentSection(choices),
    review: reviewSection(choices),
  };
  return POLICY_SECTION_IDS.map((id) => ({ id, title: SECTION_TITLES[id], clauses: clauses[id] }));
}
