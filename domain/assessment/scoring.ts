// Scoring of the readiness assessment: a pure function of the answers, used by the server
// when a result is stored and by the browser when it shows one.
//
// How a result is computed (the result page may quote this):
// - Each answer scores points: yes 1, partly ½, no 0, not sure 0 (ANSWER_POINTS).
// - An area's score is its points as a share of its questions, 0–100, rounded to a whole
//   number: "yes, partly, no" in a three-question area scores 50.
// - The overall score is the average of the five area scores (each area counts the same,
//   whatever its number of questions), rounded to a whole number.
// - The readiness level (READINESS_THRESHOLDS):
//     ready       overall 80 or more, and no area below 60;
//     developing  overall 50 or more (or 80+ with an area below 60);
//     early       overall below 50.
// - An area scoring below 70 is a weak area and gets recommendations.
// - Every "partly" or "no" is an open item; every "not sure" is listed apart, under
//   "to find out": it scores like "no", but the first step is to find the answer.
import { ASSESSMENT_AREAS, type AreaId } from './questions.ts';
import { AREA_RECOMMENDATIONS, type AreaRecommendation } from './recommendations.ts';

export const ANSWER_VALUES = ['yes', 'partly', 'no', 'not_sure'] as const;
export type AnswerValue = (typeof ANSWER_VALUES)[number];
export type Answers = Readonly<Record<string, AnswerValue>>;

/** How the answers read on a result page and in mail. */
export const ANSWER_LABELS: Readonly<Record<AnswerValue, string>> = {
  yes: 'Yes',
  partly: 'Partly',
  no: 'No',
  not_sure: 'Not sure',
};

/** Points per answer; an area's score is its points as a share of its questions. */
export const ANSWER_POINTS: Readonly<Record<AnswerValue, number>> = { yes: 1, partly: 0.5, no: 0, not_sure: 0 };

export const READINESS_LEVELS = ['early', 'developing', 'ready'] as const;
export type ReadinessLevel = (typeof READINESS_LEVELS)[number];

/** The published thresholds of the readiness levels and of a weak area (scores 0–100). */
export const READINESS_THRESHOLDS = {
  /** 'ready' needs an overall score of at least this… */
  readyOverall: 80,
  /** …and no area below this. */
  readyEveryArea: 60,
  /** 'developing' needs an overall score of at least this; below it the level is 'early'. */
  developingOverall: 50,
  /** An area scoring below this is weak, and its recommendations are shown. */
  weakAreaBelow: 70,
} as const;

/** What each level means, for the result page and the mail. */
export const READINESS_LEVEL_TEXTS: Readonly<Record<ReadinessLevel, { label: string; summary: string }>> = {
  ready: {
    label: 'Ready to decide',
    summary:
      'Your answers cover the main areas. The open items are details to settle with your advisers before any capital is committed.',
  },
  developing: {
    label: 'Developing',
    summary:
      'The groundwork has started. Close the open items in your weaker areas before a proposal goes to the board.',
  },
  early: {
    label: 'Early stage',
    summary:
      'Start with governance and liquidity: without an approved policy and a clear view of the cash the business needs, the other areas cannot be settled.',
  },
};

export interface AreaScore {
  areaId: AreaId;
  title: string;
  /** 0–100, whole number. */
  score: number;
  questionCount: number;
  /** How many questions got each answer. */
  answerCounts: Record<AnswerValue, number>;
  /** Below READINESS_THRESHOLDS.weakAreaBelow. */
  weak: boolean;
}

export interface OpenItem {
  questionId: string;
  areaId: AreaId;
  question: string;
  answer: AnswerValue;
}

export interface AssessmentScore {
  /** 0–100, whole number: the average of the area scores. */
  overall: number;
  level: ReadinessLevel;
  areas: AreaScore[];
  /** Questions answered "partly" or "no", in the order asked. */
  openItems: OpenItem[];
  /** Questions answered "not sure", in the order asked. */
  toFindOut: OpenItem[];
  /** For each weak area, weakest first (ties in the order asked). */
  recommendations: AreaRecommendation[];
}

/** Guards the rounding of sums such as 83.333… + 33.333… against binary fractions. */
const EPSILON = 1e-9;
const roundScore = (value: number) => Math.round(value + EPSILON);

/** The level a set of scores reaches under READINESS_THRESHOLDS. */
export function readinessLevel(overall: number, areaScores: readonly number[]): ReadinessLevel {
  const weakest = Math.min(...areaScores);
  if (overall >= READINESS_THRESHOLDS.readyOverall && weakest >= READINESS_THRESHOLDS.readyEveryArea) return 'ready';
  if (overall >= READINESS_THRESHOLDS.developingOverall) return 'developing';
  return 'early';
}

/**
 * Scores a complete set of answers (one per question id of ASSESSMENT_AREAS). Throws on a
 * missing answer: the API's schema refuses incomplete answers before this runs.
 */
export function scoreAssessment(answers: Answers): AssessmentScore {
  const openItems: OpenItem[] = [];
  const toFindOut: OpenItem[] = [];
  const exactAreaScores: number[] = [];
  const areas = ASSESSMENT_AREAS.map((area): AreaScore => {
    const answerCounts: Record<AnswerValue, number> = { yes: 0, partly: 0, no: 0, not_sure: 0 };
    let points = 0;
    for (const question of area.questions) {
      const answer = answers[question.id];
      if (answer === undefined) throw new Error(`No answer for question ${question.id}`);
      answerCounts[answer] += 1;
      points += ANSWER_POINTS[answer];
      const item = { questionId: question.id, areaId: area.id, question: question.text, answer };
      if (answer === 'partly' || answer === 'no') openItems.push(item);
      if (answer === 'not_sure') toFindOut.push(item);
    }
    const exact = (100 * points) / area.questions.length;
    exactAreaScores.push(exact);
    const score = roundScore(exact);
    return {
      areaId: area.id,
      title: area.title,
      score,
      questionCount: area.questions.length,
      answerCounts,
      weak: score < READINESS_THRESHOLDS.weakAreaBelow,
    };
  });
  const overall = roundScore(exactAreaScores.reduce((sum, value) => sum + value, 0) / exactAreaScores.length);
  const recommendations = areas
    .map((area, order) => ({ area, order }))
    .filter(({ area }) => area.weak)
    .sort((a, b) => a.area.score - b.area.score || a.order - b.order)
    .map(({ area }) => AREA_RECOMMENDATIONS[area.areaId]);
  return {
    overall,
    level: readinessLevel(
      overall,
      areas.map((area) => area.score),
    ),
    areas,
    openItems,
    toFindOut,
    recommendations,
  };
}
