import { expect, type Page, test } from '@playwright/test';
import { decidedVisitor } from './support/context.ts';
import { startHeading } from './support/start-page.ts';
import { origin, TENANTS } from './support/tenants.ts';

/*
 * The start page's first screen comes as HTML (spa/start-shell.ts), so the key visual paints before
 * any script: with scripts off it is there, and the page that replaces it puts the key visual and
 * the heading exactly where the first screen had them, so nothing jumps when the scripts arrive.
 * Phones and tablets only: from 1024 px the offer panel lies on the visual (start-page.css).
 */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 800, height: 1000 },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const box = async (page: Page, selector: string): Promise<Box> => {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
};
const expectSameBox = (actual: Box, expected: Box, what: string) => {
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(actual[side] - expected[side]), `${what} ${side}`).toBeLessThanOrEqual(1);
};

for (const tenant of TENANTS) {
  test(`${tenant}: the first screen shows without scripts, and the page takes its place without a jump`, async ({
    browser,
  }) => {
    for (const viewport of VIEWPORTS) {
      const still = await decidedVisitor(browser, tenant, { viewport, javaScriptEnabled: false });
      const first = await still.newPage();
      await first.goto(`${origin(tenant)}/`);
      const shell = first.locator('.boot-shell');
      await expect(shell).toBeVisible();
      // Assistive technology hears that the page loads, not the picture of it.
      await expect(first.getByRole('status')).toHaveText(/Wird geladen/);
      await expect(shell.locator('> div')).toHaveAttribute('aria-hidden', 'true');
      await expect(first.locator('.boot-shell .hero__img')).toHaveJSProperty('complete', true);
      const shellImage = await box(first, '.boot-shell .hero__img');
      const shellHeading = await box(first, '.boot-shell h1');
      const shellText = await first.locator('.boot-shell h1').textContent();
      await still.close();

      const context = await decidedVisitor(browser, tenant, { viewport });
      const page = await context.newPage();
      await page.goto(`${origin(tenant)}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(await startHeading(page, tenant));
      expect(shellText).toBe(await startHeading(page, tenant));
      await expect(page.locator('.boot-shell')).toHaveCount(0);
      expectSameBox(await box(page, '.hero__img'), shellImage, `${viewport.width}px key visual`);
      expectSameBox(await box(page, '#page-title'), shellHeading, `${viewport.width}px heading`);
      await context.close();
    }
  });
}

test('a desktop waits for the page: the first screen is not shown from 1024 px', async ({ browser }) => {
  const context = await decidedVisitor(browser, 'fyrst', {
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(`${origin('fyrst')}/`);
  await expect(page.locator('.boot-shell')).toHaveCount(1);
  await expect(page.locator('.boot-shell')).toBeHidden();
  await context.close();
});

test('telko /internet: the category page’s head shows without scripts at 390 and 1280 px, and the page takes its place without a jump', async ({
  browser,
}) => {
  // spa/category-shell.ts: breadcrumb, heading and texts as HTML, so the first paint needs no script.
  const parts = ['.breadcrumb', 'h1', '.page__intro', '.page__intro + p'] as const;
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const still = await decidedVisitor(browser, 'telko', { viewport, javaScriptEnabled: false });
    const first = await still.newPage();
    await first.goto(`${origin('telko')}/internet`);
    await expect(first.locator('.boot-shell')).toBeVisible();
    await expect(first.getByRole('status')).toHaveText(/Wird geladen/);
    const shell = await Promise.all(parts.map((part) => box(first, `.boot-shell ${part}`)));
    const texts = await Promise.all(
      parts.map(async (part) => (await first.locator(`.boot-shell ${part}`).textContent()) ?? ''),
    );
    await still.close();

    const context = await decidedVisitor(browser, 'telko', { viewport });
    const page = await context.newPage();
    await page.goto(`${origin('telko')}/internet`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[1]!);
    await expect(page.locator('.boot-shell')).toHaveCount(0);
    for (const [i, part] of parts.entries()) {
      await expect(page.locator(part).first()).toHaveText(texts[i]!);
      expectSameBox(await box(page, `${part} >> nth=0`), shell[i]!, `${viewport.width}px ${part}`);
    }
    await context.close();
  }
});
