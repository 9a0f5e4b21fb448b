// Answers in progress, kept in the browser (localStorage) until they are submitted, so a
// reload or a second visit continues where the visitor left off. Anything unreadable —
// another version's shape, an unknown answer — is dropped rather than trusted.
import { ANSWER_VALUES, type AnswerValue } from '@domain/assessment/scoring';

export const SAVED_ANSWERS_KEY = 'vaultmark.assessment.inProgress';

export interface SavedProgress {
  answers: Record<string, AnswerValue>;
  step: number;
}

const EMPTY: SavedProgress = { answers: {}, step: 0 };

function isAnswer(value: unknown): value is AnswerValue {
  return typeof value === 'string' && (ANSWER_VALUES as readonly string[]).includes(value);
}

export function loadProgress(storage: Storage | undefined = globalThis.localStorage): SavedProgress {
  try {
    const raw = storage?.getItem(SAVED_ANSWERS_KEY);
    if (!raw) return EMPTY;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return EMPTY;
    const { answers, step } = parsed as Record<string, unknown>;
    const kept: Record<string, AnswerValue> = {};
    if (answers && typeof answers === 'object') {
      for (const [id, value] of Object.entries(answers)) if (isAnswer(value)) kept[id] = value;
    }
    return { answers: kept, step: typeof step === 'number' && Number.isInteger(step) && step >= 0 ? step : 0 };
  } catch {
    return EMPTY;
  }
}

export function saveProgress(progress: SavedProgress, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(SAVED_ANSWERS_KEY, JSON.stringify(progress));
  } catch {
    // Storage full or refused (private mode): the answers still live in the page.
  }
}

export function clearProgress(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(SAVED_ANSWERS_KEY);
  } catch {
    // Nothing to clear.
  }
}
