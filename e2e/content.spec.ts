import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import type { Faq } from '@kwk/shared/content/cms.schemas';
import { DEFAULT_PAYOUT_WEEKS, payoutStatement } from '@kwk/shared/lifecycle/payout-period';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { api } from './support/api.ts';
import { consolePage } from './support/console.ts';
import { publishContent } from './support/console-tenant.ts';
import { decidedVisitor } from './support/context.ts';
import { faqAnswer } from './support/faq.ts';
import { origin } from './support/tenants.ts';
import { deText } from './support/texts.ts';

// Issue 16, the web side of the content model: the FAQ page's accordion (keyboard, ARIA, axe),
// the reward overview's rewards with texts and end dates, and a console edit reaching the portal
// once published (decision 072).
const run = () => `${Date.now().toString(36)}-${test.info().workerIndex}-${test.info().retry}`;
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

/** The question buttons of the FAQ page's first accordion. */
const questions = (page: Page) =>
  page.getByRole('main').locator('.accordion').first().locator('button[aria-expanded]');

test('telko /faq: the CMS questions as an accordion worked by keyboard — Tab, Enter, Space, arrows, Home/End — that reports each opening', async ({
  browser,
}) => {
  const context = await decidedVisitor(browser, 'telko');
  const page = await context.newPage();
  await page.goto(`${origin('telko')}/faq`);
  const payout = page.getByRole('button', { name: deText('faq.payoutQ') });
  await expect(payout).toBeVisible();
  // What the CMS holds is what the page asks, grouped under the groups' headings.
  const faqs = await api<Faq[]>(page, 'telko', 'cms/faqs');
  expect(faqs.length).toBeGreaterThan(1);
  for (const faq of faqs) await expect(page.getByRole('button', { name: faq.Question })).toHaveCount(1);
  for (const group of new Set(faqs.map((f) => f.Group).filter(Boolean)))
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  // The hook point for analytics: every opening raises kwk:faq-open with the question's id.
  await page.evaluate(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.addEventListener('kwk:faq-open', (e) =>
      (window as unknown as { opened: string[] }).opened.push((e as CustomEvent<{ id: string }>).detail.id),
    );
  });

  const all = questions(page);
  const count = await all.count();
  expect(count, 'the first group has two questions at least').toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const question = all.nth(i);
    // A real button inside a heading, collapsed, controlling a hidden panel.
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(await question.evaluate((el) => el.parentElement?.tagName)).toMatch(/^H[23]$/);
    await expect(await faqAnswer(question)).toBeHidden();
  }
  const first = all.first();
  const last = all.last();

  // Tab reaches the first question; Enter opens it, Enter again closes it (a closing is not reported).
  for (let i = 0; i < 40 && !(await first.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(await faqAnswer(first)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(await faqAnswer(first)).toBeHidden();

  // End goes to the group's last question; Space opens it; Home goes back to the first.
  await page.keyboard.press('End');
  await expect(last).toBeFocused();
  await page.keyboard.press('Space');
  await expect(last).toHaveAttribute('aria-expanded', 'true');
  await expect(await faqAnswer(last)).toBeVisible();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(all.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(first).toBeFocused();
  // ArrowUp from the first wraps to the last; moving focus opens or closes nothing.
  await page.keyboard.press('ArrowUp');
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  // The payout question answers with the /danke page's payout time (spec §9, one wording).
  await payout.click();
  await expect(await faqAnswer(payout)).toContainText(payoutStatement('de', DEFAULT_PAYOUT_WEEKS));

  const idOf = async (button: typeof first) => {
    const text = await button.textContent();
    return faqs.find((f) => f.Question === text)?.Id;
  };
  const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  expect(opened).toEqual([await idOf(first), await idOf(last), await idOf(payout)]);
  await expectNoAxeViolations(page);
  await context.close();
});

test('telko /aktuellepraemienuebersicht: each product’s active rewards with their texts and end dates, the bonus rewards', async ({
  browser,
}) => {
  const context = await decidedVisitor(browser, 'telko');
  const page = await context.newPage();
  await page.goto(`${origin('telko')}/aktuellepraemienuebersicht`);
  const list = page.getByRole('region', { name: deText('overview.productsTitle') });
  await expect(list.getByRole('heading', { level: 3 }).first()).toBeVisible();

  // What the API says is active today, product by product, is what the page lists.
  const products = (await api<Product[]>(page, 'telko', 'produkt')).filter((p) => p.Praemien.length > 0);
  expect(products.length).toBeGreaterThan(0);
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(products.length);
  const differing = products.find((p) => new Set(p.Praemien.map((r) => r.WertCent)).size > 1);
  const ending = products.find((p) => p.Praemien.some((r) => r.Enddatum !== null));
  expect(differing, 'the seed has a product whose rewards differ').toBeDefined();
  expect(ending, 'the seed has a reward with an end date').toBeDefined();

  for (const product of [products[0]!, differing!, ending!]) {
    const name = product.AnzeigeName || product.Name;
    const item = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: false }) })
      .first();
    for (const reward of product.Praemien) {
      await expect(item).toContainText(reward.Text);
      const end = reward.EnddatumAnzeige ?? reward.Enddatum;
      const [y, m, d] = (end ?? '').split('-');
      await expect(item).toContainText(
        end === null ? deText('overview.noEnd') : deText('overview.endsOn', { date: `${d}.${m}.${y}` }),
      );
    }
  }
  // Differing rewards read "bis zu" the highest (spec §3 "up to").
  const top = Math.max(...differing!.Praemien.map((r) => r.WertCent)) / 100;
  expect(plain((await list.textContent()) ?? '')).toContain(
    `${differing!.AnzeigeName || differing!.Name}: bis zu ${top} €`,
  );
  // The expired spring campaign (seed: 150 €, ended 30.04.2026) is listed nowhere.
  await expect(list).not.toContainText('Frühjahrsaktion');
  // The rewards' footnotes from the CMS (identifier praemie), the brand's name filled in.
  const notes = await api<{ Titel: string; Inhalt: string }[]>(
    page,
    'telko',
    'cms/fussnoten?identifier=praemie',
  );
  expect(notes.length).toBeGreaterThan(0);
  const footnotes = page.getByRole('region', { name: deText('category.footnotes') });
  for (const note of notes) await expect(footnotes).toContainText(note.Inhalt.split('{')[0]!.trim());
  await expect(footnotes).not.toContainText('{client}');
  // telko's bonus rewards (spec §9), as a list.
  const bonus = page.getByRole('region', { name: deText('bonus.title') });
  await expect(bonus.getByRole('listitem')).toHaveCount(2);
  await expect(bonus).toContainText('nach 3 erfolgreichen Empfehlungen');
  await expectNoAxeViolations(page);
  await context.close();
});

test('console: a FAQ written in the Inhalte screen shows on the portal’s FAQ page; the browser checks the fields first', async ({
  browser,
}) => {
  const question = `Gilt die Prämie auch für Zweitverträge? (${run()})`;
  const answer = 'Ja, wenn der Zweitvertrag ein Neuvertrag ist.\n\nVerlängerungen zählen nicht.';
  const page = await consolePage(browser, 'admin', '/inhalte?mandant=telko&sprache=de&bereich=faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'Inhalte' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'FAQ' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Neu anlegen: Frage' }).click();
  const form = page.getByRole('form', { name: 'Neu: Frage' });
  await expect(form.getByRole('heading', { name: 'Neu: Frage' })).toBeFocused();
  // Empty, the browser refuses the form at the field (native validation) and nothing is sent.
  await form.getByRole('button', { name: 'Speichern' }).click();
  const questionField = form.getByLabel('Frage');
  expect(await questionField.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');
  await expect(form).toBeVisible();

  await questionField.fill(question);
  await form.getByLabel('Antwort').fill(answer);
  await form.getByLabel('Position').fill('9999');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert, als Entwurf' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: question, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await publishContent(page);

  const portal = await (await decidedVisitor(browser, 'telko')).newPage();
  await portal.goto(`${origin('telko')}/faq`);
  const asked = portal.getByRole('button', { name: question });
  await asked.click();
  const shown = await faqAnswer(asked);
  // Paragraphs of the CMS text stay paragraphs.
  await expect(shown.locator('p')).toHaveText([
    'Ja, wenn der Zweitvertrag ein Neuvertrag ist.',
    'Verlängerungen zählen nicht.',
  ]);
  await expectNoAxeViolations(portal);

  // Clean up: delete it again (the browser's confirmation accepted), and the portal no longer has it.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Löschen: ${question}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gelöscht.' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: question, exact: true })).toHaveCount(0);
  await publishContent(page);
  await portal.reload();
  await expect(portal.getByRole('button', { name: deText('faq.payoutQ') })).toBeVisible();
  await expect(portal.getByRole('button', { name: question })).toHaveCount(0);
});

test('console: a footnote naming a CMS variable shows on the reward overview with the variable’s value (partner)', async ({
  browser,
}) => {
  // partner: no other spec reads its reward overview, so this footnote disturbs no one while it lives.
  const title = `Hinweis ${run()}`;
  const page = await consolePage(browser, 'admin', '/inhalte?mandant=partner&sprache=de&bereich=fussnoten');
  await page.getByRole('button', { name: 'Neu anlegen: Fußnote' }).click();
  const form = page.getByRole('form', { name: 'Neu: Fußnote' });
  await form.getByLabel('Identifier').fill('praemie');
  await form.getByLabel('Titel').fill(title);
  await form
    .getByLabel('Inhalt')
    .fill('Je Empfehlung {Ansprechpartner} bei {client}; {Unbekannt} bleibt stehen.');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('rowheader', { name: title, exact: true })).toBeVisible();
  await publishContent(page);

  const portal = await (await decidedVisitor(browser, 'partner')).newPage();
  await portal.goto(`${origin('partner')}/aktuellepraemienuebersicht`);
  const footnotes = portal.getByRole('region', { name: deText('category.footnotes') });
  const variables = await api<{ Name: string; Value: string }[]>(portal, 'partner', 'content/variables/');
  const reward = variables.find((v) => v.Name === 'Ansprechpartner')?.Value;
  expect(reward, 'partner has the variable Ansprechpartner').toBeDefined();
  const note = footnotes.locator('div').filter({ has: portal.getByRole('heading', { name: title }) });
  await expect(note).toContainText(`Je Empfehlung ${reward} bei `);
  await expect(note).not.toContainText('{client}');
  await expect(note).toContainText('{Unbekannt} bleibt stehen.');
  await expectNoAxeViolations(portal);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Löschen: ${title}` }).click();
  await expect(page.getByRole('rowheader', { name: title, exact: true })).toHaveCount(0);
  await publishContent(page);
});

test('console key visual: a chosen file previewed at all four breakpoints around its focal point, alt texts required at the field (390 and 1280 px)', async ({
  browser,
}, testInfo) => {
  // The upload itself (and where sharp cuts) is proven in cms-console.routes.test.ts; storing a
  // picture here would change a start page the brand-look screenshots compare, so this test stops
  // at the server's refusal of an upload without alt texts — a real round trip that stores nothing.
  const page = await consolePage(browser, 'admin', '/inhalte?mandant=fyrst&sprache=de&bereich=titelbild');
  const section = page.getByRole('region', { name: 'Titelbild' });
  await expect(
    section.getByRole('figure', { name: 'Aktuelles Titelbild in allen vier Breakpoints' }),
  ).toBeVisible();
  // A banner twice the minimum width: left half dark, right half light, as a PNG made in the page.
  const banner = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(2880, 480);
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#202060';
    g.fillRect(0, 0, 1440, 480);
    g.fillStyle = '#f0e060';
    g.fillRect(1440, 0, 1440, 480);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  await section.getByLabel('Bilddatei').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from(banner),
  });
  const altDe = section.getByLabel('Alternativtext (Deutsch)').last();
  await expect(altDe).toHaveValue('');
  // The focal point by keyboard: Home puts it at the left edge, and every cut shows it that way.
  await section.getByLabel('Bildmittelpunkt waagrecht (%)').focus();
  await page.keyboard.press('Home');
  const cuts = section
    .getByRole('figure', { name: 'Vorschau des Zuschnitts vor dem Hochladen' })
    .locator('img');
  await expect(cuts).toHaveCount(4);
  for (const cut of await cuts.all()) await expect(cut).toHaveCSS('object-position', '0% 50%');

  await section.getByRole('button', { name: 'Hochladen' }).click();
  await expect(altDe).toHaveAttribute('aria-invalid', 'true');
  await expect(section.getByText('Dies ist ein Pflichtfeld.').first()).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await section.screenshot({ path: testInfo.outputPath(`key-visual-${width}.png`) });
  }
});
