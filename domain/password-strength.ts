// The password-strength rule both sides apply, without the estimator itself: the lowest
// score a new password may have, how much of it is estimated, the words that count as
// "about you", and the message a refused password gets. The estimator (zxcvbn with its
// dictionaries, a few hundred KB) lives in password-strength-estimator.ts and is loaded on
// demand — by the server's sign-up and reset routes, and by the two password forms — so the
// schemas in schemas/auth-input.ts keep only synchronous checks and stay cheap to import.
import { authMessages } from './auth-messages.ts';

/** zxcvbn scores 0–4; 3 means "safely unguessable: moderate protection from offline attack". */
export const MIN_PASSWORD_SCORE = 3;
export type PasswordScore = 0 | 1 | 2 | 3 | 4;
/**
 * Only this many leading characters are estimated: the estimator's time grows fast with
 * length (about 0.5 s for 128 characters on a busy 2-core server), and 64 characters that
 * score 3 are a strong password whatever follows.
 */
export const PASSWORD_ESTIMATE_MAX_LENGTH = 64;
/** Words a visitor's password should not lean on, besides their own name and email. */
export const SITE_WORDS = ['vaultmark', 'bitcoin', 'treasury'] as const;

export const PASSWORD_SCORE_LABELS: Readonly<Record<PasswordScore, string>> = {
  0: 'Very weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Strong',
  4: 'Very strong',
};

export interface PasswordEstimate {
  score: PasswordScore;
  /** What makes it guessable, from the estimator, e.g. "This is a commonly used password." */
  warning: string | null;
  suggestions: string[];
}

/** Who the password belongs to: the estimator treats these as the easiest words to guess. */
export interface PasswordOwner {
  email?: string | undefined;
  fullName?: string | undefined;
}

/** The owner's name, email and its parts, and the site's own words, lower-cased. */
export function passwordUserInputs(owner: PasswordOwner = {}): string[] {
  const inputs = new Set<string>(SITE_WORDS);
  const email = owner.email?.trim().toLowerCase();
  if (email) {
    inputs.add(email);
    const [local = '', domain = ''] = email.split('@');
    for (const part of [local, ...local.split(/[._+-]+/), domain.split('.')[0] ?? '']) {
      if (part.length >= 3) inputs.add(part);
    }
  }
  for (const part of (owner.fullName ?? '').toLowerCase().split(/\s+/)) {
    if (part.length >= 3) inputs.add(part);
  }
  return [...inputs];
}

/** The message for a password scoring below MIN_PASSWORD_SCORE (saying why), else null. */
export function passwordStrengthProblem(estimate: PasswordEstimate): string | null {
  if (estimate.score >= MIN_PASSWORD_SCORE) return null;
  const why = estimate.warning ?? authMessages.passwordGuessedQuickly;
  const advice = estimate.suggestions.length > 0 ? estimate.suggestions.join(' ') : authMessages.passwordAdvice;
  return `${authMessages.passwordWeak} ${why} ${advice}`;
}
