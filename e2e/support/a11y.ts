import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.1 AA scan; a violation fails the test with its rule, impact and elements. With `soft`, the
 * test goes on and fails at its end (a walk over many pages names every page that fails).
 */
export async function expectNoAxeViolations(page: Page, { soft = false } = {}): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // A page without frames is scanned in place (axe.run); the frame-by-frame run opens a blank
    // tab per scan to merge the frames' results, which doubled each scan's time for the same result.
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  (soft ? expect.soft : expect)(summary, `axe violations on ${page.url()}`).toEqual([]);
}
