import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsPath, UNKNOWN_PATH_LABEL } from './analytics.ts';
import { assessmentResultPath, consultationAboutAssessmentPath, consultationManagePath } from './journey-paths.ts';
import { isPattern, routeTable } from './routes.ts';

const SECRET = 'k3Yq9-Secret_Token.42';

/** A pattern's address with every `:name` segment filled with `value`. */
const fill = (pattern: string, value: string) =>
  pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(value) : segment))
    .join('/');

const tokenRoutes = routeTable.filter((entry) => entry.path.split('/').includes(':token'));

// What analytics may record of an address: no token, query string or fragment, ever.
describe('analyticsPath', () => {
  it('finds the route table’s token routes (results and manage links among them)', () => {
    expect(tokenRoutes.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['/assessment/result/:token', '/schedule-consultation/manage/:token']),
    );
  });

  it.each(tokenRoutes.map((entry) => [entry.path]))(
    'records %s as its pattern, with or without a slash, query string or fragment',
    (pattern) => {
      const address = fill(pattern, SECRET);
      for (const variant of [address, `${address}/`, `${address}?token=${SECRET}`, `${address}#${SECRET}`]) {
        expect(analyticsPath(variant), variant).toBe(pattern);
      }
    },
  );

  it('records every private page with parameters as its pattern', () => {
    const privatePatterns = routeTable.filter((entry) => !entry.indexable && isPattern(entry.path));
    expect(privatePatterns.length).toBeGreaterThanOrEqual(tokenRoutes.length);
    for (const entry of privatePatterns) expect(analyticsPath(fill(entry.path, SECRET))).toBe(entry.path);
  });

  it('cleans the links the mails and pages make', () => {
    expect(analyticsPath(consultationManagePath(SECRET))).toBe('/schedule-consultation/manage/:token');
    expect(analyticsPath(assessmentResultPath(SECRET))).toBe('/assessment/result/:token');
    expect(analyticsPath(consultationAboutAssessmentPath(SECRET))).toBe('/schedule-consultation');
  });

  it('drops query strings and fragments from fixed pages', () => {
    expect(analyticsPath(`/password-reset?token=${SECRET}`)).toBe('/password-reset');
    expect(analyticsPath(`/password-reset#token=${SECRET}`)).toBe('/password-reset');
    expect(analyticsPath('/pricing/?utm_source=mail#faq')).toBe('/pricing');
    expect(analyticsPath('/?q=1')).toBe('/');
  });

  it('keeps a public page’s own path (a ticker or a government is public)', () => {
    expect(analyticsPath('/company/MSTR')).toBe('/company/MSTR');
    expect(analyticsPath('/government/el-salvador?tab=history')).toBe('/government/el-salvador');
    expect(analyticsPath('/glossary/')).toBe('/glossary');
  });

  it('counts a path outside the route table without keeping it', () => {
    expect(analyticsPath(`/schedule-consultation/manage/${SECRET}/extra`)).toBe(UNKNOWN_PATH_LABEL);
    expect(analyticsPath(`/${SECRET}`)).toBe(UNKNOWN_PATH_LABEL);
    expect(analyticsPath('')).toBe(UNKNOWN_PATH_LABEL);
  });

  it('never gives back a query string, a fragment or a token, and changes nothing the second time', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/);
    const address = fc.oneof(
      fc
        .tuple(fc.constantFrom(...routeTable.map((entry) => entry.path)), token, fc.string())
        .map(([pattern, value, tail]) => fill(pattern, value) + tail),
      fc.string(),
    );
    fc.assert(
      fc.property(address, token, (raw, value) => {
        const recorded = analyticsPath(raw);
        expect(recorded).not.toMatch(/[?#]/);
        expect(analyticsPath(recorded)).toBe(recorded);
        for (const entry of tokenRoutes) expect(analyticsPath(fill(entry.path, value) + '?x')).not.toContain(value);
      }),
    );
  });
});
