// The node arguments `npm start` runs the compiled server with, read from package.json's start
// script: the benches and the browser tests that start a server of their own start it the
// same way, so what they measure is what an operator runs (the flags are chosen in one place,
// ADR 138).
import { readFileSync } from 'node:fs';
import { projectPath } from '../server/project-root.ts';

const SERVER_ENTRY = 'build/server.mjs';

/** The arguments after `exec node` in a start script, ending with the compiled server's path. */
export function nodeArgsOfStartScript(script: string): string[] {
  const words = script.trim().split(/\s+/);
  const at = words.findIndex((word, index) => word === 'node' && words[index - 1] === 'exec');
  const args = at < 0 ? [] : words.slice(at + 1);
  if (args.at(-1) !== SERVER_ENTRY || args.slice(0, -1).some((arg) => !arg.startsWith('--'))) {
    throw new Error(`The start script should end with "exec node [--flags] ${SERVER_ENTRY}": ${script}`);
  }
  return args;
}

/** `npm start`'s node arguments (flags, then build/server.mjs), for spawn(process.execPath, …). */
export function serverNodeArgs(): string[] {
  const manifest = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { scripts?: { start?: string } };
  const script = manifest.scripts?.start;
  if (script === undefined) throw new Error('package.json has no start script');
  return nodeArgsOfStartScript(script);
}
