// Draws the site's images into public/ (domain/site.ts): the share card, which social
// networks and chat apps show beside a link to any page, and the touch icon, which phones
// show for a page saved to the home screen, and the tab icon (public/favicon.svg as a PNG,
// which index.html carries inline). Chromium renders each at its exact size, and the
// PNGs are committed, so building and serving the site need no browser. Run it again
// (`npm run site-images`) when the name, the tagline or the logo changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { FAVICON, SHARE_CARD, SITE_NAME, SITE_TAGLINE, TOUCH_ICON } from '../domain/site.ts';
import { PROJECT_ROOT } from '../server/project-root.ts';
import { escapeHtml } from '../server/seo/head.ts';
import { findChromium, HEADLESS_CHROMIUM_FLAGS } from './find-chromium.ts';

/** The logo's colours (public/favicon.svg) and the site's ink for secondary text. */
const NAVY = '#0b1f3a';
const AMBER = '#f7931a';
const MUTED = '#cbd5e1';

/** What the site offers, as its navigation names it (src/config/navigation.ts). */
const OFFER = ['Advisory Services', 'Pure Bitcoin Treasury Index', 'mNAV Calculator'];

/** The vault mark of public/favicon.svg, its tile a shade lighter than the navy around it. */
const LOGO = `<svg viewBox="0 0 32 32" width="132" height="132" aria-hidden="true">
  <rect x="2" y="2" width="28" height="28" rx="7" fill="#13305a"/>
  <circle cx="16" cy="16" r="8.5" fill="none" stroke="${AMBER}" stroke-width="2.5"/>
  <circle cx="16" cy="16" r="2.5" fill="${AMBER}"/>
  <path d="M16 7.5v3M16 21.5v3M7.5 16h3M21.5 16h3" stroke="${AMBER}" stroke-width="2" stroke-linecap="round"/>
</svg>`;

const shareCard = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: ${SHARE_CARD.width}px; height: ${SHARE_CARD.height}px; background: ${NAVY}; color: #fff;
    font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; overflow: hidden; }
  .card { position: relative; height: 100%; padding: 84px 96px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 36px; }
  .name { font-size: 88px; font-weight: 700; letter-spacing: -2px; }
  .tagline { margin-top: 56px; font-size: 48px; line-height: 1.25; font-weight: 700; max-width: 1010px; }
  .offer { margin-top: auto; font-size: 27px; color: ${MUTED}; white-space: nowrap; }
  .offer span + span::before { content: '·'; margin: 0 18px; color: ${AMBER}; }
  .rule { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: ${AMBER}; }
</style></head><body><div class="card">
  <div class="brand">${LOGO}<div class="name">${escapeHtml(SITE_NAME)}</div></div>
  <p class="tagline">${escapeHtml(SITE_TAGLINE)}</p>
  <p class="offer">${OFFER.map((item) => `<span>${escapeHtml(item)}</span>`).join('')}</p>
  <div class="rule"></div>
</div></body></html>`;

/** The vault mark on a full navy square: the phone rounds the corners itself. */
const touchIcon = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { margin: 0; }
  body { width: ${TOUCH_ICON.size}px; height: ${TOUCH_ICON.size}px; background: ${NAVY}; overflow: hidden;
    display: flex; align-items: center; justify-content: center; }
  svg { width: 78%; height: 78%; }
</style></head><body>${LOGO}</body></html>`;

/** public/favicon.svg at the tab icon's size, on a transparent ground (its tile has round corners). */
const favicon = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { margin: 0; }
  html, body { background: transparent; }
  img { display: block; width: ${FAVICON.size}px; height: ${FAVICON.size}px; }
</style></head><body><img alt="" src="data:image/svg+xml;base64,${readFileSync(
  join(PROJECT_ROOT, 'public', 'favicon.svg'),
).toString('base64')}"></body></html>`;

const found = findChromium({ playwrightExecutable: () => chromium.executablePath() });
if (found.source === 'none') {
  console.error(found.message);
  process.exit(1);
}
const browser = await chromium.launch({ executablePath: found.executablePath, args: [...HEADLESS_CHROMIUM_FLAGS] });
try {
  const images = [
    { path: SHARE_CARD.path, width: SHARE_CARD.width, height: SHARE_CARD.height, html: shareCard },
    { path: TOUCH_ICON.path, width: TOUCH_ICON.size, height: TOUCH_ICON.size, html: touchIcon },
    { path: FAVICON.path, width: FAVICON.size, height: FAVICON.size, html: favicon, transparent: true },
  ];
  for (const image of images) {
    const page = await browser.newPage({
      viewport: { width: image.width, height: image.height },
      deviceScaleFactor: 1,
    });
    await page.setContent(image.html, { waitUntil: 'load' });
    const png = await page.screenshot({ type: 'png', omitBackground: image.transparent === true });
    const file = join(PROJECT_ROOT, 'public', image.path);
    writeFileSync(file, png);
    console.log(`Wrote ${file} (${png.length} bytes)`);
    await page.close();
  }
} finally {
  await browser.close();
}
