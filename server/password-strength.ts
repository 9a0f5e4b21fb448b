// The server's half of the password-strength rule (domain/password-strength.ts): the
// estimator is loaded on first use, not at start (its dictionaries take a few hundred
// milliseconds to load), and a password scoring too low is refused with 422 naming the
// field, in the words the forms show. Each estimate costs tens of milliseconds of CPU, so
// estimates are counted per client address before running.
import type { Context } from 'hono';
import { AppError } from '../domain/errors.ts';
import type * as EstimatorModule from '../domain/password-strength-estimator.ts';
import { passwordStrengthProblem, type PasswordOwner } from '../domain/password-strength.ts';
import type { AppEnv } from './app-env.ts';
import { clientAddress } from './middleware/client-address.ts';
import { enforceRequestLimits } from './rate-limit/request-limits.ts';

type Estimator = typeof EstimatorModule;

/** Estimates per client address and window: far more than a person choosing a password needs. */
export const PASSWORD_ESTIMATES_PER_ADDRESS = 30;
export const PASSWORD_ESTIMATE_WINDOW_MS = 10 * 60 * 1000;

let loading: Promise<Estimator> | undefined;

/** The estimator module, imported once. */
export function loadPasswordEstimator(): Promise<Estimator> {
  loading ??= import('../domain/password-strength-estimator.ts');
  return loading;
}

/**
 * Refuses (422, the field named) a new password the estimator scores below the minimum.
 * `field` is the request's name for it: 'password' at sign-up, 'newPassword' at reset.
 */
export async function refuseWeakPassword(
  c: Context<AppEnv>,
  field: string,
  password: string,
  owner: PasswordOwner = {},
): Promise<void> {
  const address = clientAddress(c, c.var.auth.settings.trustProxy) ?? 'unknown';
  await enforceRequestLimits(c.var.db, [
    {
      key: `password-estimate:address:${address}`,
      max: PASSWORD_ESTIMATES_PER_ADDRESS,
      windowMs: PASSWORD_ESTIMATE_WINDOW_MS,
    },
  ]);
  const { estimatePasswordStrength } = await loadPasswordEstimator();
  const problem = passwordStrengthProblem(estimatePasswordStrength(password, owner));
  if (!problem) return;
  throw new AppError('VALIDATION_FAILED', {
    message: `Invalid request: ${field}: ${problem}`,
    details: { issues: [{ path: field, message: problem }] },
  });
}
