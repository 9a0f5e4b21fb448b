// Vite's build manifest (dist/.vite/manifest.json): each chunk with the chunks it imports
// statically and on demand. Read by the bundle benches and the browser suite's build checks;
// its closure walk also serves the build's preload lists (vite.config.ts).
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

/**
 * `start` and every key reached from it through `importsOf`, each once. A key `importsOf`
 * does not know (undefined) is left out, `start` included.
 */
export function importClosure(start: string, importsOf: (key: string) => readonly string[] | undefined): Set<string> {
  const reached = new Set<string>();
  const pending = [start];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (reached.has(key)) continue;
    const imports = importsOf(key);
    if (imports === undefined) continue;
    reached.add(key);
    pending.push(...imports);
  }
  return reached;
}

/** Keys of `start` and everything it imports statically. */
export function staticClosure(manifest: Manifest, start: string): Set<string> {
  return importClosure(start, (key) => (manifest[key] ? (manifest[key].imports ?? []) : undefined));
}
