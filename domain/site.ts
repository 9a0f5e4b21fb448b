// The site's name, tagline and support address, and its images in public/, drawn from them by
// `npm run site-images`: the share card, which a social network or chat app shows beside a
// link to any page (Open Graph and Twitter tags, server/seo/head.ts), the touch icon
// (index.html), which a phone shows for a page saved to its home screen, and the tab icon
// (index.html, inline).

export const SITE_NAME = 'Vaultmark';
export const SITE_TAGLINE = 'Corporate Bitcoin treasury education, advisory and market intelligence';
/** Where people write to us: the site's pages and the journeys' mail (sent from a no-reply address) give it. */
export const SUPPORT_EMAIL = 'support@vaultmark.com';

export const SHARE_CARD = {
  path: '/share-card.png',
  type: 'image/png',
  /** The size Open Graph consumers show large (1.91:1). */
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: ${SITE_TAGLINE}`,
} as const;

export const TOUCH_ICON = {
  path: '/apple-touch-icon.png',
  /** The size iOS asks for on current devices. */
  size: 180,
} as const;

/**
 * The tab icon: public/favicon.svg drawn as a PNG, which index.html carries inline (base64).
 * Not the SVG itself: Chromium draws an SVG icon as a document of its own on the page's main
 * thread, a task of 25–30 ms after the first paint (ADR 134); a PNG decodes in well under one.
 */
export const FAVICON = {
  path: '/favicon-32.png',
  /** The size browsers show in a tab on a high-density screen. */
  size: 32,
} as const;
