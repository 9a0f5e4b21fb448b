// What a journey operation works with: the database, the mailer, the settings and where
// links in mail point. Routes build it from the request (journeyContext in
// server/routes/public-form.ts); jobs build it from the server's settings.
import type { Logger } from 'pino';
import { SITE_NAME } from '../auth.ts';
import type { Database } from '../db/client.ts';
import { mailboxAddress } from '../mail/formatting.ts';
import type { MailContext } from '../mail/journey-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { JourneySettings } from './settings.ts';

export interface JourneyContext {
  db: Database;
  mailer: Mailer;
  settings: JourneySettings;
  /** Origin of the links in mail and in answers (manage links). */
  origin: string;
  logger: Logger;
}

export function mailContextOf(context: JourneyContext): MailContext {
  return {
    siteName: SITE_NAME,
    origin: context.origin,
    organizer: { name: SITE_NAME, email: mailboxAddress(context.mailer.from) },
    firmTimeZone: context.settings.timeZone,
  };
}
