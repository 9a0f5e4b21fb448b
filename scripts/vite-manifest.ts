// Vite's build manifest (dist/.vite/manifest.json): each chunk with the chunks it imports
// statically and on demand. Read by the bundle benches and the browser suite's build checks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest of the build in `dist`. */
export function readViteManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Keys of `start` and everything it imports statically. */
export function staticClosure(manifest: Manifest, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start) || !manifest[start]) return into;
  into.add(start);
  for (const imported of manifest[start].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}
