import { glossary } from '../content/glossary.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKnownPath } from '../routes.ts';
import { ASSESSMENT_AREAS, QUESTION_COUNT, QUESTION_IDS, findQuestion } from './questions.ts';
import { AREA_RECOMMENDATIONS } from './recommendations.ts';
import {
  ANSWER_VALUES,
  READINESS_THRESHOLDS,
  readinessLevel,
  scoreAssessment,
  type AnswerValue,
  type Answers,
} from './scoring.ts';

/** Answers area by area, in the order asked (3, 3, 3, 3 and 2 questions). */
function answersOf(...byArea: AnswerValue[][]): Answers {
  const flat = byArea.flat();
  expect(flat).toHaveLength(QUESTION_COUNT);
  return Object.fromEntries(QUESTION_IDS.map((id, index) => [id, flat[index]!]));
}
const all = (answer: AnswerValue) => answersOf(...ASSESSMENT_AREAS.map((area) => area.questions.map(() => answer)));

describe('the questions', () => {
  it('are fourteen in five areas, with unique stable ids', () => {
    expect(ASSESSMENT_AREAS.map((area) => [area.id, area.questions.length])).toEqual([
      ['governance', 3],
      ['risk', 3],
      ['custody', 3],
      ['accounting', 3],
      ['communication', 2],
    ]);
    expect(new Set(QUESTION_IDS).size).toBe(14);
    for (const id of QUESTION_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)+$/);
    expect(findQuestion('custody-split-approvals')).toMatchObject({ areaId: 'custody' });
    expect(findQuestion('nope')).toBeUndefined();
  });
});

describe('worked examples', () => {
  it('all yes: 100 everywhere, ready, nothing open', () => {
    const result = scoreAssessment(all('yes'));
    expect(result.overall).toBe(100);
    expect(result.level).toBe('ready');
    expect(result.areas.map((area) => area.score)).toEqual([100, 100, 100, 100, 100]);
    expect(result.openItems).toEqual([]);
    expect(result.toFindOut).toEqual([]);
    expect(result.recommendations).toEqual([]);
  });

  it('all not sure: scores like no (0, early), listed as to find out rather than open', () => {
    const result = scoreAssessment(all('not_sure'));
    expect(result.overall).toBe(0);
    expect(result.level).toBe('early');
    expect(result.openItems).toEqual([]);
    expect(result.toFindOut).toHaveLength(14);
    expect(result.toFindOut[0]).toEqual({
      questionId: 'governance-board-discussed',
      areaId: 'governance',
      question: 'Has the board, or a committee it delegates to, discussed holding Bitcoin?',
      answer: 'not_sure',
    });
    expect(scoreAssessment(all('no')).overall).toBe(0);
  });

  it('a mixed team: 83 / 33 / 100 / 33 / 75 → overall 65, developing, two weak areas', () => {
    // governance yes yes partly = 2.5/3; risk yes no not-sure = 1/3; custody all yes;
    // accounting partly partly no = 1/3; communication yes partly = 1.5/2.
    // Overall (83.33 + 33.33 + 100 + 33.33 + 75) / 5 = 65.
    const result = scoreAssessment(
      answersOf(
        ['yes', 'yes', 'partly'],
        ['yes', 'no', 'not_sure'],
        ['yes', 'yes', 'yes'],
        ['partly', 'partly', 'no'],
        ['yes', 'partly'],
      ),
    );
    expect(result.areas.map((area) => area.score)).toEqual([83, 33, 100, 33, 75]);
    expect(result.overall).toBe(65);
    expect(result.level).toBe('developing');
    expect(result.areas.filter((area) => area.weak).map((area) => area.areaId)).toEqual(['risk', 'accounting']);
    expect(result.openItems.map((item) => [item.questionId, item.answer])).toEqual([
      ['governance-investment-policy', 'partly'],
      ['risk-operating-cash-separate', 'no'],
      ['accounting-standard-known', 'partly'],
      ['accounting-audit-evidence', 'partly'],
      ['accounting-tax-reviewed', 'no'],
      ['communication-disclosure-plan', 'partly'],
    ]);
    expect(result.toFindOut.map((item) => item.questionId)).toEqual(['risk-exit-conditions']);
    expect(result.recommendations.map((recommendation) => recommendation.areaId)).toEqual(['risk', 'accounting']);
    expect(result.areas[1]!.answerCounts).toEqual({ yes: 1, partly: 0, no: 1, not_sure: 1 });
  });

  it('a high average with one empty area is not ready: 80 overall, communication 0 → developing', () => {
    const result = scoreAssessment(
      answersOf(
        ['yes', 'yes', 'yes'],
        ['yes', 'yes', 'yes'],
        ['yes', 'yes', 'yes'],
        ['yes', 'yes', 'yes'],
        ['no', 'no'],
      ),
    );
    expect(result.overall).toBe(80);
    expect(result.level).toBe('developing');
    expect(result.recommendations.map((recommendation) => recommendation.areaId)).toEqual(['communication']);
  });

  it('ready at the thresholds exactly: 80 overall with every area at 60 or more', () => {
    // Areas 83, 83, 83, 67, 75 (rounded): average of the exact values 78.3 → not yet.
    expect(
      scoreAssessment(
        answersOf(
          ['yes', 'yes', 'partly'],
          ['yes', 'yes', 'partly'],
          ['yes', 'yes', 'partly'],
          ['yes', 'partly', 'partly'],
          ['yes', 'partly'],
        ),
      ).level,
    ).toBe('developing');
    expect(readinessLevel(80, [60, 100, 100, 80, 60])).toBe('ready');
    expect(readinessLevel(80, [59, 100, 100, 81, 60])).toBe('developing');
    expect(readinessLevel(50, [0, 100, 50, 50, 50])).toBe('developing');
    expect(readinessLevel(49, [49, 49, 49, 49, 49])).toBe('early');
  });

  it('refuses an incomplete set of answers', () => {
    const { ['communication-rationale']: _dropped, ...partial } = all('yes');
    expect(() => scoreAssessment(partial)).toThrow(/communication-rationale/);
  });
});

describe('properties', () => {
  const answers = fc
    .array(fc.constantFrom(...ANSWER_VALUES), { minLength: QUESTION_COUNT, maxLength: QUESTION_COUNT })
    .map((values) => Object.fromEntries(QUESTION_IDS.map((id, index) => [id, values[index]!])) as Answers);

  it('matches an oracle in exact fractions (half points over questions, in sixtieths)', () => {
    fc.assert(
      fc.property(answers, (given) => {
        const result = scoreAssessment(given);
        // Exact arithmetic: each area's score as a fraction with denominator 6 (2 × 3 questions).
        const sixths = ASSESSMENT_AREAS.map((area) => {
          const halfPoints = area.questions.reduce(
            (sum, q) => sum + ({ yes: 2, partly: 1, no: 0, not_sure: 0 } as const)[given[q.id]!],
            0,
          );
          return (halfPoints * 600) / (2 * area.questions.length); // 100 × 6 × share, an integer
        });
        expect(result.areas.map((area) => area.score)).toEqual(sixths.map((value) => Math.round(value / 6)));
        const total = sixths.reduce((sum, value) => sum + value, 0); // 6 × 5 × overall
        expect(result.overall).toBe(Math.floor((total * 2 + 30) / 60));
      }),
    );
  });

  it('scores between 0 and 100, and answering "yes" instead of anything else never lowers a score', () => {
    fc.assert(
      fc.property(answers, fc.constantFrom(...QUESTION_IDS), (given, questionId) => {
        const before = scoreAssessment(given);
        const after = scoreAssessment({ ...given, [questionId]: 'yes' });
        expect(before.overall).toBeGreaterThanOrEqual(0);
        expect(before.overall).toBeLessThanOrEqual(100);
        expect(after.overall).toBeGreaterThanOrEqual(before.overall);
        expect(READINESS_LEVELS_ORDER.indexOf(after.level)).toBeGreaterThanOrEqual(
          READINESS_LEVELS_ORDER.indexOf(before.level),
        );
      }),
    );
  });

  it('lists every non-yes answer exactly once, in the open items or under to find out', () => {
    fc.assert(
      fc.property(answers, (given) => {
        const result = scoreAssessment(given);
        const listed = [...result.openItems, ...result.toFindOut].map((item) => item.questionId).sort();
        expect(listed).toEqual(QUESTION_IDS.filter((id) => given[id] !== 'yes').sort());
        expect(result.toFindOut.every((item) => item.answer === 'not_sure')).toBe(true);
        // "not sure" scores exactly like "no".
        const asNo = Object.fromEntries(
          Object.entries(given).map(([id, answer]) => [id, answer === 'not_sure' ? 'no' : answer]),
        ) as Answers;
        expect(scoreAssessment(asNo).overall).toBe(result.overall);
        expect(result.recommendations.length).toBe(
          result.areas.filter((area) => area.score < READINESS_THRESHOLDS.weakAreaBelow).length,
        );
      }),
    );
  });
});

const READINESS_LEVELS_ORDER = ['early', 'developing', 'ready'] as const;

describe('recommendation links', () => {
  const links = Object.values(AREA_RECOMMENDATIONS).flatMap((recommendation) => recommendation.links);

  it('point at pages the site serves', () => {
    for (const link of links) expect(isKnownPath(link.href.split('#')[0]!), link.href).toBe(true);
  });

  it('name glossary anchors that the glossary page gives its terms', () => {
    // The glossary lives in domain/content (ADR 090). The page's anchor is 'term-' + slug(term).
    const slug = (term: string) =>
      term
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
    const anchors = new Set(glossary.map((entry) => `term-${slug(entry.term)}`));
    expect(anchors.size).toBeGreaterThan(40);
    const used = links.filter((link) => link.href.startsWith('/glossary#')).map((link) => link.href.slice(10));
    expect(used.length).toBeGreaterThan(5);
    for (const anchor of used) expect(anchors.has(anchor), anchor).toBe(true);
  });
});
