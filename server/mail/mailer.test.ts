// The mailer both ways: into the outbox (and the log) without SMTP_URL, and through a
// real SMTP conversation with nodemailer when it is set — with statuses, the channel each
// delivery went by ('log' or 'smtp'), attempts, attachments, retries after failure, resend,
// and secrets kept out of the database.
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors.ts';
import { outbox } from '../db/schema.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { calendarInvitation } from './calendar.ts';
import { MAX_DELIVERY_ATTEMPTS, NOT_RESENDABLE, createMailer, maskSecretLinks } from './mailer.ts';
import { passwordResetLink, passwordResetMail } from './password-reset-mail.ts';

const message = { kind: 'test', to: 'ada@example.com', subject: 'Hello', text: 'First line\nSecond line' };
const silent = pino({ level: 'silent' });
const MINUTE = 60_000;

/** The text of a quoted-printable body part (how nodemailer sends plain text). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const invite = () =>
  calendarInvitation('consultation.ics', {
    uid: 'consultation-1@vaultmark.example',
    sequence: 0,
    method: 'REQUEST',
    startsAt: new Date('2026-10-23T08:00:00Z'),
    durationMinutes: 30,
    title: 'Vaultmark consultation',
    description: 'A test invitation',
    organizer: { name: 'Vaultmark', email: 'no-reply@vaultmark.example' },
    attendee: { name: 'Ada', email: 'ada@example.com' },
  });

describe('password reset mail', () => {
  it('names the site, links to the reset page with the token, and says when the link expires', () => {
    const mail = passwordResetMail({
      siteName: 'Vaultmark',
      origin: 'https://vaultmark.example',
      to: 'ada@example.com',
      fullName: 'Ada Lovelace',
      token: 'abc123',
      expiresAt: new Date('2026-11-21T09:30:00Z'),
    });
    expect(mail).toMatchObject({
      kind: 'password_reset',
      to: 'ada@example.com',
      subject: 'Reset your Vaultmark password',
    });
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.text).toContain('the Vaultmark account for ada@example.com on vaultmark.example');
    expect(mail.text).toContain('https://vaultmark.example/password-reset?token=abc123');
    expect(mail.text).toContain('expires in 60 minutes, at Nov 21, 2026, 9:30 AM UTC');
    expect(mail.text).toContain('— Vaultmark (https://vaultmark.example)');
    expect(mail.sensitive).toBe(true);
  });

  it('masks single-use links', () => {
    expect(maskSecretLinks('Open https://x.example/password-reset?token=abc.def&x=1 now')).toBe(
      'Open https://x.example/password-reset?token=[hidden]&x=1 now',
    );
  });

  it('encodes the token in the link', () => {
    expect(passwordResetLink('http://127.0.0.1:3000', 'a b&c')).toBe(
      'http://127.0.0.1:3000/password-reset?token=a+b%26c',
    );
  });
});

describe.each(testEngines())('outbox delivery on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('stores the message as sent by the log and writes it, link and all, to the log', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ db: database().db, logger, from: 'Vaultmark <no-reply@localhost>' });
    expect(mailer.delivery).toBe('outbox');
    const stored = await mailer.send({ ...message, attachments: [invite()] });
    const rows = await database().db.select().from(outbox).where(eq(outbox.id, stored.id));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'test',
        toAddress: 'ada@example.com',
        subject: 'Hello',
        textBody: message.text,
        status: 'sent',
        deliveredVia: 'log',
        attempts: 1,
        lastError: null,
      }),
    ]);
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
    expect(rows[0]!.attachments).toEqual([expect.objectContaining({ filename: 'consultation.ics' })]);
    expect(rows[0]!.attachments[0]!.content).toContain('DTSTART:20261023T080000Z');
    expect(lines.join('')).toContain('First line\\nSecond line');
    expect(lines.join('')).toContain('consultation.ics');
  });

  it('keeps a reset link readable in outbox mode (the operator reads it there), but never resends it', async () => {
    const mailer = createMailer({ db: database().db, logger: silent, from: 'V <no-reply@localhost>' });
    const reset = passwordResetMail({
      siteName: 'Vaultmark',
      origin: 'http://localhost',
      to: 'reset@example.com',
      fullName: 'Reset Person',
      token: 'secret-token',
      expiresAt: new Date(),
    });
    const stored = await mailer.send(reset);
    expect(stored.textBody).toContain('token=secret-token');
    const refused = await mailer.resend(stored.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(409);
    expect((refused as AppError).message).toBe(NOT_RESENDABLE);
  });

  it('waits in idle() for mail sent by work after the answer (a reset link), and logs that work’s failure', async () => {
    const { db } = database();
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({ db, logger, from: 'V <no-reply@localhost>' });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mailer.afterAnswer(gate.then(() => mailer.send({ ...message, to: 'later@example.com' })));
    mailer.afterAnswer(Promise.reject(new Error('task broke')));
    const idle = mailer.idle();
    release();
    await idle;
    const [sent] = await db.select().from(outbox).where(eq(outbox.toAddress, 'later@example.com'));
    expect(sent).toMatchObject({ status: 'sent' });
    expect(lines.join('')).toContain('Background auth task failed');
    expect(lines.join('')).toContain('task broke');
  });

  it('queues in a transaction, delivers after the commit, and delivers a message once however often asked', async () => {
    const { db } = database();
    const mailer = createMailer({ db, logger: silent, from: 'V <no-reply@localhost>' });
    const id = await db.transaction((tx) => mailer.enqueue(tx, { ...message, to: 'queued@example.com' }));
    const [queued] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, sentAt: null, deliveredVia: null });
    const results = await Promise.all([mailer.deliver(id), mailer.deliver(id), mailer.deliver(id)]);
    expect(results.filter((row) => row !== null)).toHaveLength(1);
    const [sent] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, deliveredVia: 'log' });
    // A resend by an admin goes again.
    expect(await mailer.resend(id)).toMatchObject({ status: 'sent', attempts: 2, deliveredVia: 'log' });
    // A rolled-back transaction leaves no mail.
    await db
      .transaction(async (tx) => {
        await mailer.enqueue(tx, { ...message, to: 'rolled-back@example.com' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await db.$count(outbox, eq(outbox.toAddress, 'rolled-back@example.com'))).toBe(0);
  });
});

/** Just enough of an SMTP server to receive one conversation's mail. */
function fakeSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let current = { from: '', to: [] as string[], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-fake.smtp\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 fake.smtp');
        else if (verb === 'MAIL') {
          current.from = line.slice(10);
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8));
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  return { server, received };
}

describe('SMTP delivery', () => {
  const database = useTestDatabase('pglite');
  const smtp = fakeSmtpServer();
  let port = 0;

  beforeAll(async () => {
    smtp.server.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('sends through nodemailer to the SMTP server and keeps nothing in the outbox', async () => {
    const mailer = createMailer({
      db: database().db,
      logger: pino({ level: 'silent' }),
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Vaultmark <no-reply@vaultmark.example>',
    });
    expect(mailer.delivery).toBe('smtp');
    await mailer.send(message);
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toContain('no-reply@vaultmark.example');
    expect(mail?.to).toEqual(['<ada@example.com>']);
    expect(mail?.data).toMatch(/^Subject: Hello$/m);
    expect(mail?.data).toMatch(/^From: Vaultmark <no-reply@vaultmark\.example>$/m);
    expect(mail?.data).toContain('First line\nSecond line');
    const rows = await database().db.select().from(outbox);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'test', status: 'sent', deliveredVia: 'smtp', attempts: 1, lastError: null }),
    ]);
  });

  it('sends the calendar invitation as a text/calendar attachment', async () => {
    const mailer = createMailer({
      db: database().db,
      logger: silent,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Vaultmark <no-reply@vaultmark.example>',
    });
    await mailer.send({ ...message, to: 'invite@example.com', attachments: [invite()] });
    mailer.close();
    const mail = smtp.received.at(-1)!;
    expect(mail.data).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(mail.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST;\n name=consultation\.ics/i);
    expect(mail.data).toMatch(/Content-Disposition: attachment; filename=consultation\.ics/);
    const encoded = /filename=consultation\.ics\n\n([A-Za-z0-9+/=\n]+)\n--/.exec(mail.data)?.[1] ?? '';
    const calendar = Buffer.from(encoded.replace(/\n/g, ''), 'base64').toString('utf8');
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain('DTSTART:20261023T080000Z');
  });

  it('records a failed delivery with its error, and retries it after the back-off', async () => {
    const { db } = database();
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const broken = createMailer({
      db,
      logger: silent,
      smtpUrl: `smtp://127.0.0.1:${deadPort}`,
      from: 'V <v@x.example>',
    });
    const failed = await broken.send({ ...message, to: 'retry@example.com' });
    broken.close();
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, deliveredVia: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

    const working = createMailer({ db, logger: silent, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'V <v@x.example>' });
    // Not before the back-off (and the delivery lease) have passed.
    expect(await working.retryUnsent(new Date(failed.lastAttemptAt!.getTime() + 30_000))).toBe(0);
    expect(await working.retryUnsent(new Date(failed.lastAttemptAt!.getTime() + 3 * MINUTE))).toBe(1);
    working.close();
    const [row] = await db.select().from(outbox).where(eq(outbox.id, failed.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null, deliveredVia: 'smtp' });
    expect(smtp.received.at(-1)?.to).toEqual(['<retry@example.com>']);
  });

  it('records the channel of each delivery: mail written to the log, resent once SMTP is set, is sent by SMTP', async () => {
    const { db } = database();
    const logOnly = createMailer({ db, logger: silent, from: 'V <v@x.example>' });
    const logged = await logOnly.send({ ...message, to: 'later@example.com' });
    expect(logged).toMatchObject({ status: 'sent', deliveredVia: 'log' });
    const withSmtp = createMailer({ db, logger: silent, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'V <v@x.example>' });
    const resent = await withSmtp.resend(logged.id);
    withSmtp.close();
    expect(resent).toMatchObject({ status: 'sent', attempts: 2, deliveredVia: 'smtp' });
    expect(smtp.received.at(-1)?.to).toEqual(['<later@example.com>']);
    const [row] = await db.select().from(outbox).where(eq(outbox.id, logged.id));
    expect(row?.deliveredVia).toBe('smtp');
  });

  it('gives up retrying after the last attempt', async () => {
    const { db } = database();
    const [row] = await db
      .insert(outbox)
      .values({
        kind: 'test',
        toAddress: 'gave-up@example.com',
        subject: 's',
        textBody: 't',
        status: 'failed',
        attempts: MAX_DELIVERY_ATTEMPTS,
        lastAttemptAt: new Date(0),
      })
      .returning();
    const mailer = createMailer({ db, logger: silent, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'V <v@x.example>' });
    await mailer.retryUnsent(new Date());
    mailer.close();
    const [after] = await db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
  });

  it('stores a reset link masked under SMTP, so the database holds no usable link', async () => {
    const mailer = createMailer({
      db: database().db,
      logger: silent,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'V <v@x.example>',
    });
    const stored = await mailer.send(
      passwordResetMail({
        siteName: 'Vaultmark',
        origin: 'https://vaultmark.example',
        to: 'masked@example.com',
        fullName: 'Masked',
        token: 'the-real-secret',
        expiresAt: new Date(),
      }),
    );
    mailer.close();
    expect(stored).toMatchObject({ status: 'sent', sensitive: true });
    expect(stored.textBody).not.toContain('the-real-secret');
    expect(stored.textBody).toContain('token=[hidden]');
    expect(decodeQuotedPrintable(smtp.received.at(-1)!.data)).toContain('token=the-real-secret');
  });
});
