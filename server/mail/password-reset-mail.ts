// The password-reset mail: which site sent it, the single-use link, and when it expires.
import { RESET_TOKEN_TTL_MINUTES } from '../../domain/auth.ts';
import { formatDateTime } from '../../domain/format-date.ts';
import type { MailMessage } from './mailer.ts';

export const PASSWORD_RESET_PATH = '/password-reset';

export interface PasswordResetMailInput {
  siteName: string;
  /** Origin of the site the link opens, e.g. https://vaultmark.example. */
  origin: string;
  to: string;
  fullName: string;
  token: string;
  expiresAt: Date;
}

export function passwordResetLink(origin: string, token: string): string {
  const url = new URL(PASSWORD_RESET_PATH, origin);
  url.searchParams.set('token', token);
  return url.toString();
}

/** 'Nov 21, 2026, 9:30 AM UTC' — the spec's date format, in UTC (the mail has no reader's zone). */
const formatExpiry = (date: Date) => formatDateTime(date, { timeZone: 'UTC' });

export function passwordResetMail(input: PasswordResetMailInput): MailMessage {
  const host = new URL(input.origin).host;
  const text = [
    `Hello ${input.fullName},`,
    '',
    `Someone asked to reset the password of the ${input.siteName} account for ${input.to} on ${host}.`,
    '',
    'Choose a new password here:',
    passwordResetLink(input.origin, input.token),
    '',
    `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes, at ${formatExpiry(input.expiresAt)}.`,
    '',
    'If you did not ask for this, ignore this message: your password stays as it is.',
    '',
    `— ${input.siteName} (${input.origin})`,
  ].join('\n');
  // The link opens the account: never resent, and masked wherever others could read it.
  return {
    kind: 'password_reset',
    to: input.to,
    subject: `Reset your ${input.siteName} password`,
    text,
    sensitive: true,
  };
}
