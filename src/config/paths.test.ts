import { routeTable } from '@domain/routes';
import { describe, expect, it } from 'vitest';
import { caseStudyPath, caseStudySlugs, paths } from './paths';

describe('paths', () => {
  it('are exactly the route table (with the case studies)', () => {
    const typed = [...Object.values(paths), ...caseStudySlugs.map(caseStudyPath)].sort();
    expect(typed).toEqual(routeTable.map((entry) => entry.path).sort());
  });

  it('lists the six case studies', () => {
    expect(caseStudySlugs).toEqual(['strategy', 'tesla', 'square', 'us-government', 'el-salvador', 'norway']);
  });
});
