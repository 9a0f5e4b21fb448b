import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_IDS } from '../assessment/questions.ts';
import type { AnswerValue } from '../assessment/scoring.ts';
import { createPolicyInput, policyChoicesSchema } from '../schemas/policies.ts';
import { CHOICE_BOUNDS, DEFAULT_CHOICES, type PolicyChoices } from './choices.ts';
import { POLICY_SECTION_IDS, formatUsd, policySections, type PolicyClause } from './clauses.ts';
import { QUESTION_DECISIONS, draftPolicy, policyOpenItems } from './draft.ts';

const COMPANY = 'Example Industries Inc.';

function clausesOf(choices: Partial<PolicyChoices>): Map<string, PolicyClause> {
  const sections = policySections(COMPANY, { ...DEFAULT_CHOICES, ...choices });
  return new Map(sections.flatMap((section) => section.clauses.map((clause) => [clause.id, clause])));
}

/** The ids of the clauses that differ (text, rationale, reference, or present in one only). */
function changedClauses(base: Partial<PolicyChoices>, changed: Partial<PolicyChoices>): string[] {
  const before = clausesOf(base);
  const after = clausesOf({ ...base, ...changed });
  const ids = new Set([...before.keys(), ...after.keys()]);
  return [...ids].filter((id) => JSON.stringify(before.get(id)) !== JSON.stringify(after.get(id))).sort();
}

const textOf = (choices: Partial<PolicyChoices>, id: string) => clausesOf(choices).get(id)?.text ?? '';
const referenceOf = (choices: Partial<PolicyChoices>, id: string) => clausesOf(choices).get(id)?.reference ?? '';

describe('policySections', () => {
  it('has every section, in order, each with clauses of unique ids under its own prefix', () => {
    const sections = policySections(COMPANY, DEFAULT_CHOICES);
    expect(sections.map((section) => section.id)).toEqual([...POLICY_SECTION_IDS]);
    const ids = sections.flatMap((section) => section.clauses.map((clause) => clause.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of sections) {
      expect(section.clauses.length).toBeGreaterThan(0);
      for (const clause of section.clauses) {
        expect(clause.id.startsWith(`${section.id}.`)).toBe(true);
        expect(clause.rationale.length).toBeGreaterThan(10);
      }
    }
  });

  it('names the company in the purpose and nowhere it was not asked for', () => {
    expect(textOf({}, 'purpose.objective')).toContain(COMPANY);
    const other = policySections('Other Co', DEFAULT_CHOICES).flatMap((s) => s.clauses);
    const changed = policySections(COMPANY, DEFAULT_CHOICES)
      .flatMap((s) => s.clauses)
      .filter((clause, index) => JSON.stringify(clause) !== JSON.stringify(other[index]))
      .map((clause) => clause.id);
    expect(changed).toEqual(['purpose.objective']);
  });
});

describe('each choice changes the clauses it should and no other', () => {
  it('accounting: US GAAP vs IFRS changes the standard and the disclosures', () => {
    expect(changedClauses({}, { accounting: 'ifrs' })).toEqual(['accounting.disclosures', 'accounting.standard']);
    expect(referenceOf({ accounting: 'us_gaap' }, 'accounting.standard')).toContain('ASU 2023-08');
    expect(referenceOf({ accounting: 'us_gaap' }, 'accounting.standard')).toContain('ASC 350-60');
    expect(referenceOf({ accounting: 'us_gaap' }, 'accounting.disclosures')).toContain('ASC 350-60');
    expect(referenceOf({ accounting: 'ifrs' }, 'accounting.standard')).toContain('IAS 38');
    expect(textOf({ accounting: 'us_gaap' }, 'accounting.standard')).toContain('fair value');
    expect(textOf({ accounting: 'ifrs' }, 'accounting.standard')).toContain('cost less impairment');
  });

  it('ifrsModel: changes the IFRS standard clause (and disclosures where they differ), nothing under US GAAP', () => {
    expect(changedClauses({}, { ifrsModel: 'ias2_broker_trader' })).toEqual([]);
    expect(changedClauses({ accounting: 'ifrs' }, { ifrsModel: 'ias38_revaluation' })).toEqual(['accounting.standard']);
    expect(changedClauses({ accounting: 'ifrs' }, { ifrsModel: 'ias2_broker_trader' })).toEqual([
      'accounting.disclosures',
      'accounting.standard',
    ]);
    expect(referenceOf({ accounting: 'ifrs', ifrsModel: 'ias2_broker_trader' }, 'accounting.standard')).toContain(
      'IAS 2',
    );
  });

  it.each([
    ['multi_institution', ['custody.model', 'incident.custodian-failure']],
    [
      'self_custody_multisig',
      [
        'custody.evidence',
        'custody.model',
        'custody.safeguards',
        'incident.custodian-failure',
        'incident.lost-keys',
        'insurance.cover',
      ],
    ],
  ] as const)('custody: %s changes %j', (custody, expected) => {
    expect(changedClauses({}, { custody })).toEqual([...expected]);
  });

  it('custody: each model has its own model clause text', () => {
    expect(textOf({ custody: 'qualified_custodian' }, 'custody.model')).toContain('one regulated custodian');
    expect(textOf({ custody: 'multi_institution' }, 'custody.model')).toContain('at least two regulated custodians');
    expect(textOf({ custody: 'self_custody_multisig' }, 'custody.model')).toContain('2 of 3 keys');
    expect(referenceOf({ custody: 'self_custody_multisig' }, 'custody.model')).toContain('BIP 11');
  });

  it('signaturesRequired and keyHolders: only the multi-signature clauses, only under self-custody', () => {
    expect(changedClauses({}, { signaturesRequired: 3, keyHolders: 5 })).toEqual([]);
    const multisig = { custody: 'self_custody_multisig' } as const;
    expect(changedClauses(multisig, { keyHolders: 5 })).toEqual(['custody.model']);
    expect(changedClauses(multisig, { signaturesRequired: 3 })).toEqual(['custody.model', 'incident.lost-keys']);
    expect(textOf({ ...multisig, signaturesRequired: 3, keyHolders: 5 }, 'custody.model')).toContain('3 of 5 keys');
  });

  it('maxLtvPct: borrowing on adds the margin-call procedure and changes the leverage clause', () => {
    expect(changedClauses({}, { maxLtvPct: 25 })).toEqual(['risk.leverage', 'risk.margin-call']);
    expect(clausesOf({ maxLtvPct: 0 }).has('risk.margin-call')).toBe(false);
    expect(textOf({ maxLtvPct: 0 }, 'risk.leverage')).toContain('does not borrow');
    expect(textOf({ maxLtvPct: 25 }, 'risk.leverage')).toContain('loan-to-value of 25%');
    expect(changedClauses({ maxLtvPct: 25 }, { maxLtvPct: 30 })).toEqual(['risk.leverage', 'risk.margin-call']);
  });

  it('boardApprovalAboveUSD: the two authority clauses, formatted with thousands separators', () => {
    expect(changedClauses({}, { boardApprovalAboveUSD: 2_500_000 })).toEqual([
      'authority.board',
      'authority.execution',
    ]);
    expect(textOf({ boardApprovalAboveUSD: 2_500_000 }, 'authority.board')).toContain('above USD 2,500,000');
    expect(textOf({ boardApprovalAboveUSD: 2_500_000 }, 'authority.execution')).toContain('up to USD 2,500,000');
    expect(formatUsd(1_000_000_000_000)).toBe('USD 1,000,000,000,000');
    expect(formatUsd(0)).toBe('USD 0');
  });

  it('executionAuthority: only the execution clause', () => {
    expect(changedClauses({}, { executionAuthority: 'treasurer' })).toEqual(['authority.execution']);
    expect(textOf({ executionAuthority: 'treasurer' }, 'authority.execution')).toMatch(/^The Treasurer may/);
  });

  it('maxAllocationPct: the maximum and the rebalancing band', () => {
    expect(changedClauses({}, { maxAllocationPct: 10 })).toEqual(['allocation.maximum', 'risk.rebalancing']);
    expect(textOf({ maxAllocationPct: 10 }, 'allocation.maximum')).toContain('may not exceed 10%');
    expect(textOf({ maxAllocationPct: 2.5 }, 'allocation.maximum')).toContain('may not exceed 2.5%');
    expect(textOf({ maxAllocationPct: 0 }, 'allocation.maximum')).toContain('No bitcoin is bought');
    expect(textOf({ maxAllocationPct: 98, rebalanceBandPct: 5 }, 'risk.rebalancing')).toContain('above 100%');
  });

  it('allocationBasis: only the maximum', () => {
    expect(changedClauses({}, { allocationBasis: 'cash_and_equivalents' })).toEqual(['allocation.maximum']);
  });

  it('rebalanceBandPct: only the rebalancing clause', () => {
    expect(changedClauses({}, { rebalanceBandPct: 10 })).toEqual(['risk.rebalancing']);
    expect(textOf({ maxAllocationPct: 5, rebalanceBandPct: 10 }, 'risk.rebalancing')).toContain(
      'above 15% of the allocation basis (the maximum plus a band of 10 percentage points)',
    );
  });

  it('purchaseMethod: only the method clause', () => {
    expect(changedClauses({}, { purchaseMethod: 'opportunistic' })).toEqual(['allocation.method']);
  });

  it('liquidityFloorMonths: only the floor', () => {
    expect(changedClauses({}, { liquidityFloorMonths: 24 })).toEqual(['risk.liquidity-floor']);
    expect(textOf({ liquidityFloorMonths: 24 }, 'risk.liquidity-floor')).toContain('at least 24 months');
  });

  it('reviewMonths and policyOwner: each only its review clause', () => {
    expect(changedClauses({}, { reviewMonths: 6 })).toEqual(['review.cadence']);
    expect(textOf({ reviewMonths: 1 }, 'review.cadence')).toContain('every 1 month,');
    expect(changedClauses({}, { policyOwner: 'audit_committee' })).toEqual(['review.owner']);
    expect(textOf({ policyOwner: 'audit_committee' }, 'review.owner')).toContain('The Audit Committee owns');
  });

  it('property: any two valid sets of choices give the same clause ids except the margin call', () => {
    const choice = fc.record({
      maxAllocationPct: fc.integer({ min: 0, max: 100 }),
      maxLtvPct: fc.integer({ min: 0, max: CHOICE_BOUNDS.maxLtvPct.max }),
      custody: fc.constantFrom('qualified_custodian', 'multi_institution', 'self_custody_multisig' as const),
      accounting: fc.constantFrom('us_gaap', 'ifrs' as const),
    });
    fc.assert(
      fc.property(choice, (picked) => {
        const ids = [...clausesOf(picked).keys()];
        const expected = [...clausesOf({}).keys()];
        if (picked.maxLtvPct > 0) expected.splice(expected.indexOf('risk.leverage') + 1, 0, 'risk.margin-call');
        expect(ids).toEqual(expected);
      }),
    );
  });
});

const allAnswers = (value: AnswerValue) => Object.fromEntries(QUESTION_IDS.map((id) => [id, value]));

describe('policyOpenItems', () => {
  it('turns every "no" and "not sure" into an item of the section it concerns, none for yes or partly', () => {
    expect(policyOpenItems(allAnswers('yes'))).toEqual([]);
    expect(policyOpenItems(allAnswers('partly'))).toEqual([]);
    expect(policyOpenItems(null)).toEqual([]);
    for (const value of ['no', 'not_sure'] as const) {
      const items = policyOpenItems(allAnswers(value));
      expect(items.map((item) => item.questionId).sort()).toEqual([...QUESTION_IDS].sort());
      expect(items.every((item) => item.answer === (value === 'no' ? 'No' : 'Not sure'))).toBe(true);
    }
  });

  it('places the custody answer in custody, the tax answer in tax, and lists items in section order', () => {
    const answers = {
      ...allAnswers('yes'),
      'accounting-tax-reviewed': 'not_sure',
      'custody-model-chosen': 'no',
      'custody-split-approvals': 'no',
    } as const;
    const items = policyOpenItems(answers);
    expect(items.map((item) => [item.sectionId, item.questionId])).toEqual([
      ['authority', 'custody-split-approvals'],
      ['custody', 'custody-model-chosen'],
      ['tax', 'accounting-tax-reviewed'],
    ]);
    expect(items[1]!.sectionTitle).toBe('Custody');
    expect(items[1]!.question).toContain('self-custody');
  });

  it('maps every assessment question to a section', () => {
    expect(Object.keys(QUESTION_DECISIONS).sort()).toEqual([...QUESTION_IDS].sort());
  });

  it('draftPolicy joins the sections and the open items', () => {
    const draft = draftPolicy(COMPANY, DEFAULT_CHOICES, { 'risk-exit-conditions': 'no' });
    expect(draft.sections).toHaveLength(POLICY_SECTION_IDS.length);
    expect(draft.openItems.map((item) => item.sectionId)).toEqual(['risk']);
  });
});

describe('policyChoicesSchema', () => {
  it('fills every default from an empty object', () => {
    expect(policyChoicesSchema.parse({})).toEqual(DEFAULT_CHOICES);
  });

  it.each([
    [{ maxAllocationPct: 101 }, 'maxAllocationPct'],
    [{ maxAllocationPct: -1 }, 'maxAllocationPct'],
    [{ maxLtvPct: 81 }, 'maxLtvPct'],
    [{ boardApprovalAboveUSD: 1.5 }, 'boardApprovalAboveUSD'],
    [{ boardApprovalAboveUSD: 1e13 }, 'boardApprovalAboveUSD'],
    [{ custody: 'mattress' }, 'custody'],
    [{ accounting: 'local_gaap' }, 'accounting'],
    [{ reviewMonths: 0 }, 'reviewMonths'],
    [{ signaturesRequired: 4, keyHolders: 3 }, 'signaturesRequired'],
  ])('refuses %j naming %s', (choices, field) => {
    const result = policyChoicesSchema.safeParse(choices);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('refuses an unknown choice and names it', () => {
    const result = policyChoicesSchema.safeParse({ vibes: 'good' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toContain('vibes');
  });

  it('refuses an empty, over-long or control-character company name', () => {
    for (const name of ['', '   ', 'x'.repeat(201), 'Acme\u0000Corp']) {
      const result = createPolicyInput.safeParse({ companyName: name, choices: {} });
      expect(result.success, JSON.stringify(name)).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual(['companyName']);
    }
  });
});
