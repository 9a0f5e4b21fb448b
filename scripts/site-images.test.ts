// The images `npm run site-images` draws are committed; what carries a copy of one must
// carry the drawn file, not an older drawing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAVICON } from '../domain/site.ts';
import { PROJECT_ROOT } from '../server/project-root.ts';

const read = (path: string) => readFileSync(join(PROJECT_ROOT, path));

describe('the tab icon', () => {
  const html = read('index.html').toString('utf8');
  const icons = [...html.matchAll(/<link\s+rel="icon"[^>]*>/g)].map((match) => match[0]);

  it('index.html has one, inline: the drawn PNG, byte for byte', () => {
    expect(icons).toHaveLength(1);
    const png = read(join('public', FAVICON.path));
    expect(icons[0]).toContain(`href="data:image/png;base64,${png.toString('base64')}"`);
    expect(icons[0]).toContain(`sizes="${FAVICON.size}x${FAVICON.size}"`);
  });

  it('is a PNG of the size the site says', () => {
    const png = read(join('public', FAVICON.path));
    // The PNG signature, then the IHDR chunk: width and height, 4 bytes each, big-endian.
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([FAVICON.size, FAVICON.size]);
  });
});
