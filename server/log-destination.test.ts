// The per-turn log destination: lines of one turn leave together, in order, when the turn
// ends; a busy turn writes as it goes; flush and exits lose nothing (real child processes).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MIN_WRITE_INTERVAL_MS, PENDING_LIMIT_CHARS, TurnBatchedDestination } from './log-destination.ts';

const ROOT = new URL('..', import.meta.url).pathname;
/** The scripts live in a temporary folder: they import pino by its path. */
const PINO = pathToFileURL(createRequire(import.meta.url).resolve('pino')).href;

function recordingSink() {
  const writes: string[] = [];
  return { writes, sink: { write: (chunk: string) => writes.push(chunk) } };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('TurnBatchedDestination', () => {
  it('writes the lines of one turn in one write, in order, once the turn ends', async () => {
    const { writes, sink } = recordingSink();
    const destination = new TurnBatchedDestination(sink);
    destination.write('a\n');
    destination.write('b\n');
    destination.write('c\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n']);

    await sleep(MIN_WRITE_INTERVAL_MS + 1);
    destination.write('d\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
    await nextTurn();
    expect(writes).toHaveLength(2);
  });

  it('keeps the lines of turns that follow a write closely for one write when the interval ends', async () => {
    // The clock and the interval's timer are the test's own (turns stay real): on a loaded
    // machine the turns below took longer than the interval, and the test failed in CI.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { writes, sink } = recordingSink();
      const destination = new TurnBatchedDestination(sink);
      destination.write('a\n');
      await nextTurn();
      expect(writes).toEqual(['a\n']);

      destination.write('b\n');
      await nextTurn();
      destination.write('c\n');
      await nextTurn();
      expect(writes).toEqual(['a\n']);
      vi.advanceTimersByTime(MIN_WRITE_INTERVAL_MS);
      expect(writes).toEqual(['a\n', 'b\nc\n']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes a busy turn as it goes, past the pending limit, keeping the order', async () => {
    const { writes, sink } = recordingSink();
    const destination = new TurnBatchedDestination(sink);
    const line = `${'x'.repeat(99)}\n`;
    const lines = Math.ceil((PENDING_LIMIT_CHARS * 2.5) / line.length);
    for (let index = 0; index < lines; index += 1) destination.write(line);
    expect(writes.length).toBe(2);
    for (const chunk of writes) expect(chunk.length).toBeGreaterThanOrEqual(PENDING_LIMIT_CHARS);
    await nextTurn();
    expect(writes.length).toBe(3);
    expect(writes.join('')).toBe(line.repeat(lines));
  });

  it('flush writes what is pending at once and calls back; an empty flush writes nothing', () => {
    const { writes, sink } = recordingSink();
    const destination = new TurnBatchedDestination(sink);
    let called = 0;
    destination.flush(() => (called += 1));
    expect(writes).toEqual([]);
    destination.write('a\n');
    destination.flush(() => (called += 1));
    expect(writes).toEqual(['a\n']);
    expect(called).toBe(2);
  });

  it('hands a failed write to the flush callback', () => {
    const destination = new TurnBatchedDestination({
      write: () => {
        throw Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
      },
    });
    destination.write('a\n');
    let failure: Error | undefined;
    destination.flush((error) => (failure = error));
    expect(failure?.message).toBe('write EPIPE');
  });

  it("carries pino's lines whole: each one parses, with the fields logged", async () => {
    const { writes, sink } = recordingSink();
    const logger = pino({ base: { pid: 1 } }, new TurnBatchedDestination(sink));
    logger.info({ reqId: 'r1', status: 304 }, 'request');
    logger.warn({ reqId: 'r2' }, 'second');
    await nextTurn();
    expect(writes).toHaveLength(1);
    const lines = writes[0]!
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toMatchObject([
      { level: 30, pid: 1, reqId: 'r1', status: 304, msg: 'request' },
      { level: 40, reqId: 'r2', msg: 'second' },
    ]);
  });
});

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

  it('delivers 20,000 lines of one turn through a pipe, whole and in order', async () => {
    const { stdout, stderr, code } = await run(`for (let i = 0; i < 20000; i += 1) logger.info(String(i));`);
    expect(code, stderr).toBe(0);
    expect(messages(stdout)).toEqual(Array.from({ length: 20_000 }, (_, index) => String(index)));
  }, 30_000);
});
