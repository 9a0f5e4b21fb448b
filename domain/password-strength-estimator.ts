// The password-strength estimator: zxcvbn (zxcvbn-ts) with its common-password, common-word,
// name and Wikipedia dictionaries in English. Large — import it only on demand (the server
// routes that set a password, and the password forms' lazy strength meter); the rule and
// its messages are in password-strength.ts.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import {
  PASSWORD_ESTIMATE_MAX_LENGTH,
  passwordUserInputs,
  type PasswordEstimate,
  type PasswordOwner,
  type PasswordScore,
} from './password-strength.ts';

const estimator = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
  translations,
  maxLength: PASSWORD_ESTIMATE_MAX_LENGTH,
});

export function estimatePasswordStrength(password: string, owner: PasswordOwner = {}): PasswordEstimate {
  const result = estimator.check(password, passwordUserInputs(owner));
  return {
    score: result.score as PasswordScore,
    warning: result.feedback.warning || null,
    suggestions: result.feedback.suggestions,
  };
}
