// The email verification mail: which site sent it, the link that verifies the address, and
// what verifying does — bookings, registrations, enquiries and assessments made with the
// address while signed out then show on the account page (ADR 180).
import { EMAIL_VERIFICATION_TTL_HOURS } from '../../domain/auth.ts';
import { formatDateTime } from '../../domain/format-date.ts';
import type { MailMessage } from './mailer.ts';

export interface EmailVerificationMailInput {
  siteName: string;
  /** Origin of the site the link opens, e.g. https://vaultmark.example. */
  origin: string;
  to: string;
  fullName: string;
  /** The verification link (server/auth.ts makes it: it opens better-auth's endpoint). */
  link: string;
  expiresAt: Date;
}

export function emailVerificationMail(input: EmailVerificationMailInput): MailMessage {
  const host = new URL(input.origin).host;
  const text = [
    `Hello ${input.fullName},`,
    '',
    `Please confirm that ${input.to} is the email address of your ${input.siteName} account on ${host}:`,
    input.link,
    '',
    'Once it is confirmed, the consultations, webinar registrations, enquiries and assessments made with this address while signed out show on your account page.',
    '',
    `The link expires in ${EMAIL_VERIFICATION_TTL_HOURS} hours, at ${formatDateTime(input.expiresAt, { timeZone: 'UTC' })}.`,
    '',
    'If you did not create this account, ignore this message: nothing made with your address is shown to it.',
    '',
    `— ${input.siteName} (${input.origin})`,
  ].join('\n');
  // The link proves the mailbox: masked wherever others could read it, never resent.
  return {
    kind: 'email_verification',
    to: input.to,
    subject: `Confirm your email address for ${input.siteName}`,
    text,
    sensitive: true,
  };
}
