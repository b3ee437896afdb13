import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { decidedVisitor } from './support/context.ts';
import { recommendAndShare } from './support/recommendation.ts';
import { deText } from './support/texts.ts';

const HEIGHT = 844;

for (const width of [390, 1280]) {
  test(`telko at ${width} px: the friend's page leads with their benefit and the button, above the fold`, async ({
    browser,
  }, testInfo) => {
    for (const split of ['both', 'self'] as const) {
      const shared = await recommendAndShare(browser, 'telko', {
        run: `freund-${split}-${width}-${Date.now()}`,
        split,
      });
      const context = await decidedVisitor(browser, 'telko', { viewport: { width, height: HEIGHT } });
      const page = await context.newPage();
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
        expect(box!.y + box!.height, `${split}: above the fold`).toBeLessThanOrEqual(HEIGHT);
      }
      await expect(offer.getByRole('heading', { level: 2 })).toContainText('Erika M.');
      await expect(offer.getByText(/gültig bis \d\d\.\d\d\.\d{4}/)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`friend-page-${split}-${width}.png`) });
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
}
