// A draft treasury policy: the clause library's sections for the company and its choices,
// plus the "to decide" items its assessment answers leave open. An answer of "no" or "not
// sure" to an assessment question becomes an item in the section the question concerns,
// so the draft says plainly what the team has not settled yet.
import { QUESTION_IDS, findQuestion } from '../assessment/questions.ts';
import { ANSWER_LABELS, type AnswerValue, type Answers } from '../assessment/scoring.ts';
import type { PolicyChoices } from './choices.ts';
import {
  POLICY_SECTION_IDS,
  SECTION_TITLES,
  policySections,
  type PolicySection,
  type PolicySectionId,
} from './clauses.ts';

/** Answers that leave a decision open in the policy. */
export const OPEN_ANSWERS: readonly AnswerValue[] = ['no', 'not_sure'];

/** For each assessment question: the section it concerns and what the team must decide. */
export const QUESTION_DECISIONS: Readonly<Record<string, { sectionId: PolicySectionId; decision: string }>> = {
  'governance-board-discussed': {
    sectionId: 'purpose',
    decision: 'Put the proposal to hold bitcoin, and this draft, to the board or the committee it delegates to.',
  },
  'governance-approval-authority': {
    sectionId: 'authority',
    decision: 'Confirm who approves purchases, sales and transfers, and the amount above which the board decides.',
  },
  'governance-investment-policy': {
    sectionId: 'purpose',
    decision: 'Amend the investment policy so that it allows bitcoin under this policy.',
  },
  'risk-drawdown-capacity': {
    sectionId: 'risk',
    decision:
      'Measure the drawdown the balance sheet and covenants can absorb, and check the maximum allocation against it.',
  },
  'risk-operating-cash-separate': {
    sectionId: 'allocation',
    decision: 'Set the operating cash kept apart from the allocation (the liquidity floor) from the budget.',
  },
  'risk-exit-conditions': {
    sectionId: 'risk',
    decision: 'Agree the conditions that would make the Company reduce or exit the position.',
  },
  'custody-model-chosen': {
    sectionId: 'custody',
    decision: 'Choose between a custodian and self-custody, and record the reasons.',
  },
  'custody-split-approvals': {
    sectionId: 'authority',
    decision: 'Name the people who approve transfers together, so that no one person can move funds.',
  },
  'custody-recovery-tested': {
    sectionId: 'incident',
    decision: 'Write and test the procedure for lost keys, departing staff and a custodian failure.',
  },
  'accounting-standard-known': {
    sectionId: 'accounting',
    decision: 'Confirm with the auditors which accounting standard applies and how the holding is measured.',
  },
  'accounting-audit-evidence': {
    sectionId: 'accounting',
    decision: 'Agree with the auditors the evidence of existence and ownership they will need.',
  },
  'accounting-tax-reviewed': {
    sectionId: 'tax',
    decision: 'Have tax advisers review the treatment of gains, losses and transfers.',
  },
  'communication-rationale': {
    sectionId: 'purpose',
    decision: 'Write the paragraph that explains the rationale and the risks to investors.',
  },
  'communication-disclosure-plan': {
    sectionId: 'accounting',
    decision: 'Decide what is disclosed each quarter, and who signs it off.',
  },
};

export interface PolicyOpenItem {
  sectionId: PolicySectionId;
  sectionTitle: string;
  questionId: string;
  /** The assessment question as asked. */
  question: string;
  /** 'No' or 'Not sure'. */
  answer: string;
  /** What the team must decide, in one sentence. */
  decision: string;
}

/** The open items of a set of answers, in the order of the sections, then of the questions. */
export function policyOpenItems(answers: Answers | null | undefined): PolicyOpenItem[] {
  if (!answers) return [];
  const items: PolicyOpenItem[] = [];
  for (const questionId of QUESTION_IDS) {
    const answer = answers[questionId];
    const question = findQuestion(questionId);
    const concern = QUESTION_DECISIONS[questionId];
    if (!question || !concern || !answer || !OPEN_ANSWERS.includes(answer)) continue;
    items.push({
      sectionId: concern.sectionId,
      sectionTitle: SECTION_TITLES[concern.sectionId],
      questionId,
      question: question.text,
      answer: ANSWER_LABELS[answer],
      decision: concern.decision,
    });
  }
  const order = (id: PolicySectionId) => POLICY_SECTION_IDS.indexOf(id);
  return items.sort((a, b) => order(a.sectionId) - order(b.sectionId));
}

export interface PolicyDraft {
  companyName: string;
  choices: PolicyChoices;
  sections: PolicySection[];
  openItems: PolicyOpenItem[];
}

/** The whole draft: the sections for these choices and the open items of these answers. */
export function draftPolicy(companyName: string, choices: PolicyChoices, answers?: Answers | null): PolicyDraft {
  return {
    companyName,
    choices,
    sections: policySections(companyName, choices),
    openItems: policyOpenItems(answers),
  };
}

/** The number of a section in the draft (1-based), as the document and the preview print it. */
export function sectionNumber(sectionId: PolicySectionId): number {
  return POLICY_SECTION_IDS.indexOf(sectionId) + 1;
}
