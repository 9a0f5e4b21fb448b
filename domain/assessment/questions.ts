// The Bitcoin Treasury Readiness Assessment: five areas, fourteen questions, each with a
// stable id. Ids are stored with every submitted answer: never rename or reuse one (add a
// new id when a question changes meaning; rewording that keeps the meaning is fine).

export const AREA_IDS = ['governance', 'risk', 'custody', 'accounting', 'communication'] as const;
export type AreaId = (typeof AREA_IDS)[number];

export interface AssessmentQuestion {
  /** Stable id, e.g. 'governance-board-discussed'. */
  id: string;
  text: string;
}

export interface AssessmentArea {
  id: AreaId;
  title: string;
  questions: readonly AssessmentQuestion[];
}

export const ASSESSMENT_AREAS: readonly AssessmentArea[] = [
  {
    id: 'governance',
    title: 'Governance',
    questions: [
      {
        id: 'governance-board-discussed',
        text: 'Has the board, or a committee it delegates to, discussed holding Bitcoin?',
      },
      {
        id: 'governance-approval-authority',
        text: 'Is it written down who may approve a purchase or a sale, and up to what amount?',
      },
      {
        id: 'governance-investment-policy',
        text: 'Does your investment policy allow holding Bitcoin, or has the amendment it needs been approved?',
      },
    ],
  },
  {
    id: 'risk',
    title: 'Risk tolerance and liquidity',
    questions: [
      {
        id: 'risk-drawdown-capacity',
        text: 'Do you know how large a drawdown the balance sheet and covenants can absorb?',
      },
      {
        id: 'risk-operating-cash-separate',
        text: 'Is the cash the business needs over the next 12–24 months kept apart from any allocation?',
      },
      {
        id: 'risk-exit-conditions',
        text: 'Have you agreed in advance what would make you reduce or exit the position?',
      },
    ],
  },
  {
    id: 'custody',
    title: 'Custody and controls',
    questions: [
      {
        id: 'custody-model-chosen',
        text: 'Have you decided between self-custody and a custodian, and recorded why?',
      },
      {
        id: 'custody-split-approvals',
        text: 'Are approvals for moving funds split between several people?',
      },
      {
        id: 'custody-recovery-tested',
        text: 'Is there a tested procedure for lost keys, departing staff or a custodian failure?',
      },
    ],
  },
  {
    id: 'accounting',
    title: 'Accounting, tax and audit',
    questions: [
      {
        id: 'accounting-standard-known',
        text: 'Do you know which accounting standard applies and how the position will be measured?',
      },
      {
        id: 'accounting-audit-evidence',
        text: 'Have your auditors said what evidence of existence and ownership they will need?',
      },
      {
        id: 'accounting-tax-reviewed',
        text: 'Have tax advisers reviewed how gains, losses and transfers will be treated?',
      },
    ],
  },
  {
    id: 'communication',
    title: 'Communication',
    questions: [
      {
        id: 'communication-rationale',
        text: 'Could you explain the rationale and the risks to investors in a paragraph?',
      },
      {
        id: 'communication-disclosure-plan',
        text: 'Is it decided what will be disclosed each quarter, and by whom?',
      },
    ],
  },
];

/** Every question id, in the order the assessment asks them. */
export const QUESTION_IDS: readonly string[] = ASSESSMENT_AREAS.flatMap((area) => area.questions.map((q) => q.id));

export const QUESTION_COUNT = QUESTION_IDS.length;

const questionsById = new Map(
  ASSESSMENT_AREAS.flatMap((area) => area.questions.map((question) => [question.id, { ...question, areaId: area.id }])),
);

/** The question with this id and the area it belongs to, or undefined. */
export function findQuestion(id: string): (AssessmentQuestion & { areaId: AreaId }) | undefined {
  return questionsById.get(id);
}

export function findArea(id: AreaId): AssessmentArea {
  return ASSESSMENT_AREAS.find((area) => area.id === id)!;
}
