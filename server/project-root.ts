// The repository's root folder, for the files the server reads at run time (migrations,
// seed snapshots, package.json). One place resolves it: this module sits one folder below
// the root (server/project-root.ts), and so does the compiled server (build/server.mjs,
// scripts/build-server.mjs), so `import.meta.url` leads to the same root in both.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A path inside the repository, from its root: projectPath('supabase', 'migrations'). */
export function projectPath(...segments: string[]): string {
  return join(PROJECT_ROOT, ...segments);
}
