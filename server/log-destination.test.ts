// The server's log destination (pino's, buffered): in real child processes, lines leave
// whole and in order, a quiet server's within the flush interval, and exits lose nothing.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOG_BUFFER_CHARS } from './log-destination.ts';

const ROOT = new URL('..', import.meta.url).pathname;
/** The scripts live in a temporary folder: they import pino by its path. */
const PINO = pathToFileURL(createRequire(import.meta.url).resolve('pino')).href;

describe('serverLogDestination in a process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vaultmark-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs a script that logs through the server's destination; resolves with its stdout and exit code. */
  function run(body: string): Promise<{ stdout: string; stderr: string; code: number | null }> {
    const script = join(dir, `script-${Math.random().toString(36).slice(2)}.mjs`);
    writeFileSync(
      script,
      `import pino from ${JSON.stringify(PINO)};\n` +
        `import { serverLogDestination } from ${JSON.stringify(join(ROOT, 'server/log-destination.ts'))};\n` +
        `const logger = pino({ base: null, timestamp: false }, serverLogDestination());\n${body}\n`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve) => child.once('close', (code) => resolve({ stdout, stderr, code })));
  }

  const messages = (stdout: string) =>
    stdout
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { msg: string }).msg);

  it('writes the lines of the turn in which the process exits', async () => {
    const { stdout, stderr, code } = await run(`logger.info('one'); logger.info('two'); process.exit(3);`);
    expect(code, stderr).toBe(3);
    expect(messages(stdout)).toEqual(['one', 'two']);
  }, 30_000);

  it('writes the lines logged before an uncaught exception', async () => {
    const { stdout, stderr, code } = await run(`logger.info('before'); throw new Error('boom');`);
    expect(code).toBe(1);
    expect(stderr).toContain('boom');
    expect(messages(stdout)).toEqual(['before']);
  }, 30_000);

  it("writes a quiet process's few lines without waiting for more or for the exit", async () => {
    // Killed (no exit event, no flush) well after the interval: only the periodic flush wrote them.
    const { stdout, code } = await run(
      `logger.info({ reqId: 'r1', status: 304 }, 'request'); logger.warn('second');\n` +
        `setTimeout(() => process.kill(process.pid, 'SIGKILL'), 1000);`,
    );
    expect(code).toBeNull();
    expect(stdout.length).toBeLessThan(LOG_BUFFER_CHARS);
    expect(
      stdout
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    ).toMatchObject([
      { level: 30, reqId: 'r1', status: 304, msg: 'request' },
      { level: 40, msg: 'second' },
    ]);
  }, 30_000);

  it('delivers 20,000 lines of one turn through a pipe, whole and in order', async () => {
    const { stdout, stderr, code } = await run(`for (let i = 0; i < 20000; i += 1) logger.info(String(i));`);
    expect(code, stderr).toBe(0);
    expect(messages(stdout)).toEqual(Array.from({ length: 20_000 }, (_, index) => String(index)));
  }, 30_000);
});
