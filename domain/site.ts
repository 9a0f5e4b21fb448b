// The site's name and tagline, and its share card: the image a social network or chat app
// shows beside a link to any page (Open Graph and Twitter tags, server/seo/head.ts). The
// card is a file in public/, drawn from these texts by `npm run share-card`.

export const SITE_NAME = 'Vaultmark';
export const SITE_TAGLINE = 'Corporate Bitcoin treasury education, advisory and market intelligence';

export const SHARE_CARD = {
  path: '/share-card.png',
  type: 'image/png',
  /** The size Open Graph consumers show large (1.91:1). */
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: ${SITE_TAGLINE}`,
} as const;
