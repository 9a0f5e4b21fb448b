// The alerts' mail: the confirmation (double opt-in), the note to an address already
// subscribed, the instant alert and the weekly digest. Every alert carries List-Unsubscribe
// and List-Unsubscribe-Post (RFC 8058) and a visible unsubscribe link in its text.
import { alertChangeText, type AlertChange } from '../../domain/alerts.ts';
import { alertConfirmPath, alertManagePath, alertUnsubscribeApiPath } from '../../domain/journey-paths.ts';
import { UNCONFIRMED_RETENTION_DAYS } from '../../domain/schemas/alerts.ts';
import type { MailMessage } from '../mail/mailer.ts';

export interface AlertMailContext {
  siteName: string;
  /** Origin links open on, e.g. https://vaultmark.example. */
  origin: string;
}

export const ALERT_MAIL_KINDS = {
  confirmation: 'alert_confirmation',
  alreadySubscribed: 'alert_already_subscribed',
  instant: 'alert_instant',
  digest: 'alert_digest',
} as const;

const link = (context: AlertMailContext, path: string) => new URL(path, context.origin).toString();

function letter(context: AlertMailContext, ...blocks: string[]): string {
  return ['Hello,', ...blocks, `— ${context.siteName} (${context.origin})`].join('\n\n');
}

/** The RFC 8058 header fields of an alert to the subscription with this token. */
export function unsubscribeHeaders(context: AlertMailContext, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${link(context, alertUnsubscribeApiPath(token))}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function alertConfirmationMail(
  context: AlertMailContext,
  input: { email: string; token: string; topicNames: readonly string[] },
): MailMessage {
  return {
    kind: ALERT_MAIL_KINDS.confirmation,
    to: input.email,
    subject: `Confirm your ${context.siteName} alerts`,
    text: letter(
      context,
      `Someone — we hope you — asked for ${context.siteName} alerts at this address about:\n${input.topicNames
        .map((name) => `- ${name}`)
        .join('\n')}`,
      `To start them, open this link and press Confirm:\n${link(context, alertConfirmPath(input.token))}`,
      `If it was not you, ignore this mail: nothing will be sent, and the request is deleted after ${UNCONFIRMED_RETENTION_DAYS} days.`,
    ),
  };
}

export function alreadySubscribedMail(context: AlertMailContext, input: { email: string; token: string }): MailMessage {
  return {
    kind: ALERT_MAIL_KINDS.alreadySubscribed,
    to: input.email,
    subject: `Your ${context.siteName} alerts`,
    text: letter(
      context,
      'Someone asked for alerts at this address, which already receives them. Nothing was changed.',
      `To change your topics or frequency, or to leave, use your manage link:\n${link(context, alertManagePath(input.token))}`,
    ),
  };
}

function alertFooter(context: AlertMailContext, token: string): string {
  return [
    `Change your topics or frequency: ${link(context, alertManagePath(token))}`,
    `Unsubscribe: ${link(context, alertManagePath(token))}?leave=1`,
  ].join('\n');
}

/** One mail for every change a subscriber has not yet heard about (one import: one mail). */
export function instantAlertMail(
  context: AlertMailContext,
  input: { email: string; token: string; changes: readonly AlertChange[] },
): MailMessage {
  const count = input.changes.length;
  const first = input.changes[0];
  const subject =
    count === 1 && first
      ? `${context.siteName} alert: ${first.type === 'holdings' ? `${first.companyName} holdings changed` : `${first.indexName} changed`}`
      : `${context.siteName} alert: ${count} changes`;
  return {
    kind: ALERT_MAIL_KINDS.instant,
    to: input.email,
    subject,
    text: letter(
      context,
      input.changes.map((change) => alertChangeText(change, context.origin)).join('\n\n'),
      alertFooter(context, input.token),
    ),
    headers: unsubscribeHeaders(context, input.token),
  };
}

export function weeklyDigestMail(
  context: AlertMailContext,
  input: { email: string; token: string; changes: readonly AlertChange[] },
): MailMessage {
  return {
    kind: ALERT_MAIL_KINDS.digest,
    to: input.email,
    subject: `${context.siteName} weekly alerts: ${input.changes.length} ${input.changes.length === 1 ? 'change' : 'changes'}`,
    text: letter(
      context,
      'The changes of the past week to the holders and indices you follow:',
      input.changes.map((change) => alertChangeText(change, context.origin)).join('\n\n'),
      alertFooter(context, input.token),
    ),
    headers: unsubscribeHeaders(context, input.token),
  };
}
