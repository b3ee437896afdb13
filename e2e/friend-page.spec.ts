import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { decidedVisitor } from './support/context.ts';
import type { SharedReferral } from './support/recommendation.ts';
import { seededReferral } from './support/seed.ts';
import { deText } from './support/texts.ts';

const HEIGHT = 844;

/** Sums the page's layout shifts (CLS without session windows: stricter) from its first paint on. */
function watchLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The product's prices as the category pages print them, from the catalogue's own figures. */
function cataloguePrices(shared: SharedReferral): string[] {
  const { PreisMonatlich, PreisEinmalig } = shared.product;
  return [
    ...(PreisMonatlich == null
      ? []
      : [deText('category.monthly', { price: formatRewardEuro(PreisMonatlich) })]),
    ...(PreisEinmalig == null ? [] : [deText('category.once', { price: formatRewardEuro(PreisEinmalig) })]),
  ];
}

test("telko at 390 and 1280 px: the friend's page leads with their benefit and the button above the fold, then the product's image and price", async ({
  browser,
}, testInfo) => {
  for (const split of ['both', 'self'] as const) {
    const shared = await seededReferral('telko', { run: `freund-${split}-${Date.now()}`, split });
    const prices = cataloguePrices(shared);
    // The seeded product has a price, so the page has one to show (else this test proves nothing).
    expect(prices.length, `${shared.product.Name} has a price in the catalogue`).toBeGreaterThan(0);
    for (const width of [390, 1280]) {
      const context = await decidedVisitor(browser, 'telko', { viewport: { width, height: HEIGHT } });
      const page = await context.newPage();
      await watchLayoutShifts(page);
      await page.goto(shared.referralLink);
      const offer = page.locator('.recipient-offer');
      const benefit = offer.locator('.recipient-offer__benefit');
      // "both": the friend's half of the stored reward; "self": nothing for them, so the product's offer.
      await expect(benefit).toHaveText(
        split === 'both'
          ? /^Ihr Anteil an der Prämie: \d+(,\d\d)?\s€$/
          : deText('recipient.landing.offer', { product: shared.product.AnzeigeName || shared.product.Name }),
      );
      const button = offer.getByRole('button', { name: deText('recipient.landing.action.start') });
      for (const element of [benefit, button]) {
        const box = await element.boundingBox();
        expect(box!.y + box!.height, `${split} at ${width} px: above the fold`).toBeLessThanOrEqual(HEIGHT);
      }
      await expect(offer.getByRole('heading', { level: 2 })).toContainText('Erika M.');
      await expect(offer.getByText(/gültig bis \d\d\.\d\d\.\d{4}/)).toBeVisible();

      // The catalogue's image of the product, sized before it loads, and its prices.
      const image = offer.locator('.recipient-product img');
      await expect(image).toHaveAttribute('src', new RegExp(`/produkt/${shared.product.Id}/sgrafik$`));
      await expect(image).toHaveAttribute('width', '200');
      await expect(image).toHaveAttribute('height', '120');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      for (const price of prices) await expect(offer.locator('.recipient-product')).toContainText(price);
      // Below the button, so the image never pushes the benefit or the button down.
      const [buttonBox, imageBox] = [await button.boundingBox(), await image.boundingBox()];
      expect(imageBox!.y).toBeGreaterThan(buttonBox!.y);

      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift, `${split} at ${width} px: layout shift`).toBeLessThanOrEqual(0.05);
      await page.screenshot({ path: testInfo.outputPath(`friend-page-${split}-${width}.png`) });
      await expectNoAxeViolations(page);
      await context.close();
    }
  }
});
