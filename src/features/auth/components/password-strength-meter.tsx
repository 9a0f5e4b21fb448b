// How guessable a new password is, while it is typed: the same estimator and the same
// minimum and messages the server applies (@domain/password-strength). The estimator's
// dictionaries are large, so this module is loaded on demand — only by the sign-up and
// new-password forms (React.lazy and loadPasswordStrength), never with the home page.
import { useDeferredValue, useMemo } from 'react';
import { estimatePasswordStrength } from '@domain/password-strength-estimator';
import {
  MIN_PASSWORD_SCORE,
  PASSWORD_SCORE_LABELS,
  passwordStrengthProblem,
  type PasswordOwner,
} from '@domain/password-strength';
import { cn } from '@/lib/utils';

const SEGMENTS = 4;

/** The refusal message for a password the server would refuse as too guessable, else null. */
export function passwordStrengthProblemFor(password: string, owner: PasswordOwner = {}): string | null {
  return passwordStrengthProblem(estimatePasswordStrength(password, owner));
}

/**
 * The meter, as phrasing content: it sits inside the password field's hint, so it is part
 * of the field's accessible description as well as visible under it.
 */
export default function PasswordStrengthMeter({ password, owner }: { password: string; owner?: PasswordOwner }) {
  // Long inputs take the estimator a few milliseconds: typing stays ahead of it.
  const deferred = useDeferredValue(password);
  const email = owner?.email;
  const fullName = owner?.fullName;
  const estimate = useMemo(
    () => (deferred ? estimatePasswordStrength(deferred, { email, fullName }) : null),
    [deferred, email, fullName],
  );
  if (!estimate) return null;
  const strongEnough = estimate.score >= MIN_PASSWORD_SCORE;
  const tone = strongEnough ? 'bg-success' : estimate.score === MIN_PASSWORD_SCORE - 1 ? 'bg-accent' : 'bg-destructive';
  return (
    <span data-slot="password-strength" data-score={estimate.score} className="mt-1 flex flex-col gap-1">
      <span aria-hidden="true" className="flex gap-1">
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <span
            key={index}
            className={cn('h-1 flex-1 rounded-full', index < Math.max(1, estimate.score) ? tone : 'bg-muted')}
          />
        ))}
      </span>
      <span className={cn('font-medium', strongEnough ? 'text-success' : 'text-foreground')}>
        Strength: {PASSWORD_SCORE_LABELS[estimate.score]}.
        {!strongEnough && estimate.warning ? ` ${estimate.warning}` : null}
      </span>
    </span>
  );
}
