// The specs' accessibility check: axe's WCAG 2 A and AA rules on the page as it is now (or
// on the part `within` selects), failing with each rule broken and the elements that break it.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAxeClean(page: Page, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const { violations } = await (within === undefined ? builder : builder.include(within)).analyze();
  expect(
    violations.map(({ id, help, nodes }) => ({ rule: `${id}: ${help}`, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
}
