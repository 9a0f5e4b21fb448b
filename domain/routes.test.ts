import { describe, expect, it } from 'vitest';
import {
  breadcrumbTrail,
  documentTitle,
  createRouteMatcher,
  findRoute,
  HOME_PATH,
  isKnownPath,
  normalisePath,
  NOT_FOUND_TITLE,
  routeTable,
  type RouteEntry,
  showsBreadcrumbs,
  UNKNOWN_PAGE_LABEL,
} from './routes.ts';
import { routeDescription, routeDescriptions } from './route-descriptions.ts';

const labels = (path: string) => breadcrumbTrail(path).map((crumb) => crumb.label);

describe('routeTable', () => {
  it('lists every route of the spec once', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/',
      '/auth',
      '/password-reset',
      '/programs',
      '/assessment',
      '/learning-frameworks',
      '/live-webinars',
      '/pricing',
      '/schedule-consultation',
      '/bitcoin-treasury',
      '/green-vault-index',
      '/mnav-calculator',
      '/bitcoin-treasury-starter',
      '/privacy-policy',
      '/terms-of-use',
      '/cookie-policy',
      '/educational-disclaimer',
      '/about-us',
      '/resources',
      '/case-study/strategy',
      '/case-study/tesla',
      '/case-study/square',
      '/case-study/us-government',
      '/case-study/el-salvador',
      '/case-study/norway',
      '/glossary',
      '/admin',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('gives every route a title and a label', () => {
    for (const entry of routeTable) {
      expect(entry.title.trim(), entry.path).not.toBe('');
      expect(entry.label.trim(), entry.path).not.toBe('');
    }
  });

  it('points every parent at a route that exists, and only home has none', () => {
    expect(routeTable.find((entry) => entry.path === HOME_PATH)?.parent).toBeNull();
    for (const entry of routeTable.filter(({ path }) => path !== HOME_PATH)) {
      expect(entry.parent, entry.path).not.toBeNull();
      expect(isKnownPath(entry.parent ?? ''), `${entry.path} -> ${entry.parent}`).toBe(true);
    }
  });

  it('reaches home from every route', () => {
    for (const entry of routeTable) {
      const trail = breadcrumbTrail(entry.path);
      expect(trail[0], entry.path).toEqual({ label: 'Home', path: HOME_PATH });
      expect(trail.at(-1)?.path).toBe(entry.path);
    }
  });
});

describe('breadcrumbTrail', () => {
  it.each([
    ['/programs', ['Home', 'Advisory Services']],
    ['/live-webinars', ['Home', 'Education Programs']],
    ['/pricing', ['Home', 'Programs']],
    ['/bitcoin-treasury', ['Home', 'Pure Bitcoin Treasury']],
    ['/green-vault-index', ['Home', 'GreenVault ESG Index']],
    ['/bitcoin-treasury-starter', ['Home', 'Pure Bitcoin Treasury', 'Bitcoin Treasury Starter']],
    ['/glossary', ['Home', 'Resources', 'Glossary']],
    ['/case-study/tesla', ['Home', 'Resources', 'Tesla']],
  ])('%s gives %j', (path, expected) => {
    expect(labels(path)).toEqual(expected);
  });

  it('links each crumb to its page', () => {
    expect(breadcrumbTrail('/bitcoin-treasury-starter').map((crumb) => crumb.path)).toEqual([
      '/',
      '/bitcoin-treasury',
      '/bitcoin-treasury-starter',
    ]);
  });

  it('gives Home then Page for an unknown path', () => {
    expect(breadcrumbTrail('/no-such-page')).toEqual([
      { label: 'Home', path: '/' },
      { label: UNKNOWN_PAGE_LABEL, path: '/no-such-page' },
    ]);
    expect(UNKNOWN_PAGE_LABEL).toBe('Page');
  });

  it('ignores a trailing slash', () => {
    expect(labels('/pricing/')).toEqual(['Home', 'Programs']);
    expect(normalisePath('/pricing/')).toBe('/pricing');
    expect(normalisePath('/')).toBe('/');
    expect(findRoute('/glossary/')?.path).toBe('/glossary');
  });
});

describe('showsBreadcrumbs', () => {
  it('is false on home and true on other known pages', () => {
    expect(showsBreadcrumbs('/')).toBe(false);
    expect(showsBreadcrumbs('/programs')).toBe(true);
    expect(showsBreadcrumbs('/case-study/norway')).toBe(true);
  });

  it('is true for an unknown path (Home then Page)', () => {
    expect(showsBreadcrumbs('/missing')).toBe(true);
  });
});

describe('parameterised routes', () => {
  const entry = (path: string, label: string, parent: string | null = '/', indexable = true): RouteEntry => ({
    path,
    title: label,
    label,
    parent,
    indexable,
  });
  const table = [
    entry('/', 'Home', null),
    entry('/bitcoin-treasury', 'Pure Bitcoin Treasury'),
    entry('/company/compare', 'Compare'),
    entry('/company/:ticker', 'Company', '/bitcoin-treasury'),
    entry('/assessment/result/:token', 'Result', '/', false),
  ];
  const { matchRoute, breadcrumbTrail: trailOf } = createRouteMatcher(table);

  it('matches one segment per parameter and decodes it', () => {
    expect(matchRoute('/company/MSTR')).toEqual({ entry: table[3], params: { ticker: 'MSTR' } });
    expect(matchRoute('/company/BRK%2EA/')?.params).toEqual({ ticker: 'BRK.A' });
    expect(matchRoute('/assessment/result/abc_DEF-123')?.params).toEqual({ token: 'abc_DEF-123' });
    expect(matchRoute('/company')).toBeUndefined();
    expect(matchRoute('/company/MSTR/extra')).toBeUndefined();
    expect(matchRoute('/company/%E0%A4%A')).toBeUndefined();
  });

  it('prefers a fixed path over a pattern', () => {
    expect(matchRoute('/company/compare')?.entry.label).toBe('Compare');
  });

  it('ends the breadcrumb trail at the path shown, under the pattern’s parent', () => {
    expect(trailOf('/company/MSTR')).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Pure Bitcoin Treasury', path: '/bitcoin-treasury' },
      { label: 'Company', path: '/company/MSTR' },
    ]);
  });
});

describe('indexable', () => {
  it('keeps sign-in, password reset and admin out of search engines, and lists the rest', () => {
    const hidden = routeTable.filter((route) => !route.indexable).map((route) => route.path);
    expect(hidden).toEqual(expect.arrayContaining(['/auth', '/password-reset', '/admin']));
    expect(findRoute('/pricing')?.indexable).toBe(true);
    expect(findRoute('/')?.indexable).toBe(true);
  });
});

describe('route descriptions', () => {
  it('gives every route one sentence of its own, different from its title', () => {
    const seen = new Set<string>();
    for (const entry of routeTable) {
      const description = routeDescription(entry.path) ?? '';
      expect(description.length, entry.path).toBeGreaterThanOrEqual(50);
      expect(description.length, entry.path).toBeLessThanOrEqual(200);
      expect(description, entry.path).toMatch(/^[A-Z].*\.$/);
      expect(description.slice(0, -1), entry.path).not.toContain('. ');
      expect(description, entry.path).not.toBe(entry.title);
      expect(seen.has(description), entry.path).toBe(false);
      seen.add(description);
    }
  });

  it('describes only paths of the route table', () => {
    expect(Object.keys(routeDescriptions).sort()).toEqual(routeTable.map((entry) => entry.path).sort());
    expect(routeDescription('/no-such-page')).toBeUndefined();
    expect(routeDescription('constructor')).toBeUndefined();
  });
});

describe('documentTitle', () => {
  it('puts the site name first on home, last elsewhere, and names unknown pages', () => {
    expect(documentTitle('/', 'Site')).toBe('Site — Corporate Bitcoin Treasury Education & Market Intelligence');
    expect(documentTitle('/pricing/', 'Site')).toBe('Pricing | Site');
    expect(documentTitle('/pricing', 'Site', 'Other')).toBe('Other | Site');
    expect(documentTitle('/missing', 'Site')).toBe(`${NOT_FOUND_TITLE} | Site`);
  });
});
