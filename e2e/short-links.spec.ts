import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { decidedVisitor } from './support/context.ts';
import { recommendAndShare } from './support/recommendation.ts';
import { origin } from './support/tenants.ts';
import { deText } from './support/texts.ts';

const SHORT = /\/r\/[0-9A-Za-z]{12}$/;

/** The share step's short link section: the link, its QR code, both downloads; screenshot and axe. */
async function checkShareStep(page: Page, width: number, shot: string): Promise<string> {
  const section = page.getByRole('region', { name: deText('shortLink.title') });
  const field = section.getByLabel(deText('shortLink.label'));
  await expect(field).toHaveValue(SHORT);
  const qr = section.getByRole('img', { name: /QR-Code mit Ihrem Link/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  const png = section.getByRole('link', { name: deText('shortLink.downloadPng') });
  expect(await png.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: deText('shortLink.downloadSvg') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('empfehlung-qr-code.svg');
  expect(await readFile((await download.path())!, 'utf8')).toMatch(/^<svg[^>]*xmlns/);
  const box = await section.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(width);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot, fullPage: true });
  await expectNoAxeViolations(page);
  return field.inputValue();
}

for (const width of [390, 1280]) {
  test(`telko at ${width} px: the share step shows a short link and its QR code; the link leads to the friend's page`, async ({
    browser,
  }, testInfo) => {
    let shortLink = '';
    const shared = await recommendAndShare(browser, 'telko', {
      run: `kurz-${width}-${Date.now()}`,
      split: 'both',
      viewport: { width, height: 844 },
      onShare: async (page) => {
        shortLink = await checkShareStep(page, width, testInfo.outputPath(`share-step-${width}.png`));
      },
    });
    expect(new URL(shortLink).origin).toBe(origin('telko'));

    const friend = await (
      await decidedVisitor(browser, 'telko', { viewport: { width, height: 844 } })
    ).newPage();
    await friend.goto(shortLink);
    await expect(friend).toHaveURL(new RegExp(`/empfehlung/${shared.empfehlungsnummer}\\?k=${shared.k}`));

    // Another tenant's host does not know telko's code; an unknown code gets the friendly page.
    for (const url of [
      `${origin('partner')}${new URL(shortLink).pathname}`,
      `${origin('telko')}/r/AAAAAAAAAAAA`,
    ]) {
      const answer = await friend.goto(url);
      expect(answer?.status(), url).toBe(404);
      await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist uns nicht bekannt');
      await expectNoAxeViolations(friend);
    }
    await friend.screenshot({ path: testInfo.outputPath(`unknown-short-link-${width}.png`) });
    await friend.context().close();
  });
}
