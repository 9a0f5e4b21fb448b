// The password-strength rule with the real estimator (zxcvbn-ts and its dictionaries):
// the passwords the outside probe got through are refused with the estimator's reason,
// good passphrases pass, and the owner's own name and email count against a password.
import { describe, expect, it } from 'vitest';
import { authMessages } from './auth-messages.ts';
import { estimatePasswordStrength } from './password-strength-estimator.ts';
import {
  MIN_PASSWORD_SCORE,
  PASSWORD_ESTIMATE_MAX_LENGTH,
  passwordStrengthProblem,
  passwordUserInputs,
} from './password-strength.ts';

const problemOf = (password: string, owner = {}) => passwordStrengthProblem(estimatePasswordStrength(password, owner));

describe('password strength', () => {
  it.each(['Password123!', '123456789012', 'qwerty123456', 'password123', 'aaaaaaaaaaaa', 'Zq8!Zq8!Zq8!Zq8!'])(
    'refuses %j, saying why',
    (password) => {
      const estimate = estimatePasswordStrength(password);
      expect(estimate.score).toBeLessThan(MIN_PASSWORD_SCORE);
      const problem = passwordStrengthProblem(estimate)!;
      expect(problem.startsWith(`${authMessages.passwordWeak} `)).toBe(true);
      // The estimator's own reason is in the message, and some advice after it.
      // eslint-disable-next-line vitest/no-conditional-expect -- property test: the estimator warns for some passwords only
      if (estimate.warning) expect(problem).toContain(estimate.warning);
      expect(problem.length).toBeGreaterThan(authMessages.passwordWeak.length + 20);
    },
  );

  it('names a commonly used password as such', () => {
    expect(problemOf('qwerty123456')).toContain('commonly used password');
  });

  it.each(['correct horse battery staple', 'a brand new passphrase', 'x9$Lq2vB#7mK', 'Tr0ub4dor&3 lamp fig'])(
    'accepts %j',
    (password) => {
      expect(problemOf(password)).toBeNull();
    },
  );

  it('counts the owner’s name, email and the site’s words against the password', () => {
    const owner = { email: 'ada.lovelace@analytical.example', fullName: 'Ada Lovelace' };
    expect(passwordUserInputs(owner)).toEqual(
      expect.arrayContaining(['vaultmark', 'ada.lovelace@analytical.example', 'lovelace', 'analytical']),
    );
    expect(problemOf('lovelace1815!', owner)).toContain('personal or page related data');
    expect(problemOf('vaultmark2026!')).toContain('personal or page related data');
    // The same characters from someone else are only as weak as they are on their own.
    expect(problemOf('ada.lovelace@analytical.example', owner)).not.toBeNull();
    expect(problemOf('ada.lovelace@analytical.example')).toBeNull();
  });

  it('estimates the first characters only, so a long input costs bounded time', () => {
    const strongStart = 'x9$Lq2vB#7mK'.repeat(6).slice(0, PASSWORD_ESTIMATE_MAX_LENGTH);
    expect(problemOf(strongStart + 'a'.repeat(64))).toBeNull();
    expect(problemOf('a'.repeat(PASSWORD_ESTIMATE_MAX_LENGTH) + 'x9$Lq2vB#7mK')).not.toBeNull();
  });
});
