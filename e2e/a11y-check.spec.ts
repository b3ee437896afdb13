import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';

// The suite's accessibility check can fail: a page with a known violation is refused, both where the
// page is scanned in place (no frames) and frame by frame (a frame in it), and a clean page passes.
const clean = '<!doctype html><html lang="de"><title>Seite</title><main><h1>Seite</h1></main></html>';
const broken = '<main><h1>Seite</h1><img src="data:,"><label>ohne Feld</label><input type="text"></main>';

test('the axe check refuses a page with violations, with and without frames, and passes a clean one', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(clean);
  await expectNoAxeViolations(page);

  await page.setContent(`<!doctype html><html lang="de"><title>Seite</title>${broken}</html>`);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);

  const framed = `<!doctype html><html lang="de"><title>Seite</title><main><h1>Seite</h1>
    <iframe title="Rahmen" srcdoc='<!doctype html><html lang="de"><title>R</title>${broken}</html>'></iframe></main></html>`;
  await page.setContent(framed);
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  await context.close();
});
