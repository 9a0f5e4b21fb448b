// A real SMTP server for tests (the smtp-server package) that keeps every message it is
// given, raw and parsed (mailparser), so a test reads the headers a mail client would see.
//
//   const sink = await startSmtpSink();
//   createMailer({ …, smtpUrl: sink.url });
//   const [message] = await sink.waitFor((m) => m.to === 'a@x.example');
//   await sink.close();
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SunkMessage {
  /** The envelope's recipients. */
  to: string[];
  raw: string;
  parsed: ParsedMail;
  /** A header's value as written in the raw message (unfolded), or undefined. */
  header(name: string): string | undefined;
}

export interface SmtpSink {
  url: string;
  messages: SunkMessage[];
  /** Waits until `count` messages satisfy `match` (default 1), then returns those. */
  waitFor(match: (message: SunkMessage) => boolean, count?: number, timeoutMs?: number): Promise<SunkMessage[]>;
  close(): Promise<void>;
}

function rawHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw,
              parsed,
              header: (name) => rawHeader(raw, name),
            });
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(match, count = 1, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          throw new Error(`Expected ${count} matching message(s), got ${found.length} of ${messages.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
