// Account rules shared by the sign-up and reset forms and the server: lengths, the weak
// password test, the roles, and the field messages the forms show.

export const FULL_NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Reset links stop working after this long (and after one use). */
export const RESET_TOKEN_TTL_MINUTES = 60;

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLE: Role = 'admin';

/** Field-level texts; forms and server answers use the same words. */
export const authMessages = {
  fullNameRequired: 'Enter your full name.',
  fullNameTooLong: `Use at most ${FULL_NAME_MAX_LENGTH} characters for your name.`,
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@company.com.',
  passwordRequired: 'Enter your password.',
  newPasswordRequired: 'Choose a password.',
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordWeak: 'This password is too easy to guess. Use a longer phrase or mix in words that are not about you.',
  passwordsDiffer: 'The two passwords do not match.',
  invalidCredentials: 'That email and password do not match an account. Check both and try again.',
  emailTaken: 'An account with this email already exists. Sign in, or reset the password if you have forgotten it.',
  resetLinkInvalid: 'This reset link has expired or has already been used. Ask for a new one below.',
  rateLimited: 'Too many attempts from your network. Please wait a little, then try again.',
  resetRequested: `If an account exists for that email, a reset link is on its way. It works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  unexpected: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/**
 * The most guessed passwords of at least 8 characters (public breach corpora), lower-case.
 * Length alone lets these through; they are the first ones an attacker tries.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '11111111',
  '00000000',
  '87654321',
  '12341234',
  '11223344',
  '123123123',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwertyuiop',
  'qwerty123',
  'qwertyui',
  'qwerty12',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'zaq12wsx',
  'asdfghjkl',
  'asdfasdf',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'letmein1',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'changeme',
  'administrator',
  'bitcoin1',
  'bitcoin123',
  'satoshi1',
  'vaultmark',
  'vaultmark1',
]);

/** The message for a password that meets the length rules but is easy to guess, else null. */
export function weakPasswordProblem(password: string, email?: string): string | null {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return authMessages.passwordWeak;
  // One character repeated ('aaaaaaaa') or a two-character pattern ('abababab').
  if (/^(.)\1+$/.test(password) || /^(..)\1+$/.test(password)) return authMessages.passwordWeak;
  const address = email?.trim().toLowerCase();
  if (address) {
    const localPart = address.split('@')[0] ?? '';
    if (
      lower === address ||
      (localPart.length >= 4 && lower.includes(localPart) && lower.length - localPart.length < 4)
    ) {
      return authMessages.passwordWeak;
    }
  }
  return null;
}

/** The first problem with a new password (length, then guessability), or null. */
export function newPasswordProblem(password: string, email?: string): string | null {
  if (password.length === 0) return authMessages.newPasswordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return authMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return authMessages.passwordTooLong;
  return weakPasswordProblem(password, email);
}
