import { routeTable } from '@domain/routes';
import { describe, expect, it } from 'vitest';
import { caseStudyPath, caseStudySlugs, paths } from './paths';

describe('paths', () => {
  it('are exactly the route table, the case studies among them', () => {
    expect(Object.values(paths).sort()).toEqual(routeTable.map((entry) => entry.path).sort());
    const typed: readonly string[] = Object.values(paths);
    expect(caseStudySlugs.map(caseStudyPath).every((path) => typed.includes(path))).toBe(true);
  });

  it('lists the six case studies', () => {
    expect(caseStudySlugs).toEqual(['strategy', 'tesla', 'square', 'us-government', 'el-salvador', 'norway']);
  });
});
