// The mailer both ways: into the outbox (and the log) without SMTP_URL, and through a
// real SMTP conversation with nodemailer when it is set.
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { createMailer } from './mailer.ts';
import { passwordResetLink, passwordResetMail } from './password-reset-mail.ts';

const message = { kind: 'test', to: 'ada@example.com', subject: 'Hello', text: 'First line\nSecond line' };

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
  });

  it('encodes the token in the link', () => {
    expect(passwordResetLink('http://127.0.0.1:3000', 'a b&c')).toBe(
      'http://127.0.0.1:3000/password-reset?token=a+b%26c',
    );
  });
});

describe.each(testEngines())('outbox delivery on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('stores the message and writes it, link and all, to the log', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ db: database().db, logger, from: 'Vaultmark <no-reply@localhost>' });
    expect(mailer.delivery).toBe('outbox');
    await mailer.send(message);
    const rows = await database().db.select().from(outbox);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'test', toAddress: 'ada@example.com', subject: 'Hello', textBody: message.text }),
    ]);
    expect(lines.join('')).toContain('First line\\nSecond line');
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
    expect(await database().db.$count(outbox)).toBe(0);
  });
});
