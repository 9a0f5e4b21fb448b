import { describe, expect, it } from 'vitest';
import { nodeArgsOfStartScript, serverNodeArgs } from './server-command.ts';

describe("npm start's node arguments", () => {
  it('are the flags after exec node, ending with the compiled server', () => {
    expect(nodeArgsOfStartScript('NODE_ENV=production exec node --a --b=1 build/server.mjs')).toEqual([
      '--a',
      '--b=1',
      'build/server.mjs',
    ]);
  });

  it('refuse a start script that runs something else or passes more than flags', () => {
    expect(() => nodeArgsOfStartScript('node build/server.mjs')).toThrow(/exec node/);
    expect(() => nodeArgsOfStartScript('exec node server/index.ts')).toThrow(/exec node/);
    expect(() => nodeArgsOfStartScript('exec node --a other.mjs build/server.mjs')).toThrow(/exec node/);
  });

  it("keep V8's memory reducer off for the server (ADR 138)", () => {
    expect(serverNodeArgs()).toContain('--no-memory-reducer');
    // A small young generation keeps idle memory down (docs/performance/184).
    expect(serverNodeArgs()).toContain('--max-semi-space-size=2');
    expect(serverNodeArgs().at(-1)).toBe('build/server.mjs');
  });
});
