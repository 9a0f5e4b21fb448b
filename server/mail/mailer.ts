// The one way the server sends mail. With SMTP_URL set, nodemailer delivers it; without,
// each message is stored in the `outbox` table and written to the log, so the embedded
// default works offline (the reset link is readable in the log and with `npm run admin -- outbox`).
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export interface MailMessage {
  /** What the mail is for, e.g. 'password_reset' (kept in the outbox). */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

export type MailDelivery = 'smtp' | 'outbox';

export interface Mailer {
  readonly delivery: MailDelivery;
  send(message: MailMessage): Promise<void>;
  /** Closes the SMTP connection pool, if any. */
  close(): void;
}

export interface MailerOptions {
  db: Database;
  logger: Logger;
  /** smtp:// or smtps:// URL; unset keeps mail in the outbox table. */
  smtpUrl?: string | undefined;
  /** From header, e.g. 'Vaultmark <no-reply@vaultmark.example>'. */
  from: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const log = options.logger.child({ module: 'mail' });
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      delivery: 'smtp',
      async send(message) {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        log.info({ kind: message.kind, to: message.to, messageId: info.messageId }, 'Mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    delivery: 'outbox',
    async send(message) {
      await options.db.insert(outbox).values({
        kind: message.kind,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
      });
      log.info(
        { kind: message.kind, to: message.to, subject: message.subject, text: message.text },
        `Mail kept in the outbox (no SMTP_URL): ${message.subject} → ${message.to}`,
      );
    },
    close: () => undefined,
  };
}
