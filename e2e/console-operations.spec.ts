import { recipientRewardText } from '@kwk/shared/lifecycle/payout-timing';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage, operatorOf } from './support/console.ts';
import { waitForMail } from './support/mailbox.ts';
import { backdateReferral, sendPartnerEvent } from './support/partner.ts';
import { seededRecipientPage } from './support/seed.ts';
import { E2E_PORT, origin } from './support/tenants.ts';

// The console's operations screens (issue 14): dead letters fixed and replayed, partner keys issued,
// rotated and revoked behind a fresh confirmation, the outbox's retry, the audit log's export. Four
// eyes (issue 27): a fixed dead letter is replayed by another operator, an events key approved by
// another admin.
const tenant = 'telko';
const run = () => `${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Presses Tab until the element has the focus (keyboard only), at most `max` times. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached by Tab');
}

test('a dead letter for a wrong referral number is fixed by keyboard, replayed by another operator, and the referral moves', async ({
  browser,
}) => {
  const {
    shared,
    context,
    page: recipientPage,
  } = await seededRecipientPage(browser, tenant, {
    run: run(),
  });
  try {
    const id = `e2e-dl-${run()}`;
    await backdateReferral(origin(tenant), tenant, shared.empfehlungsnummer, 21);
    const placed = await sendPartnerEvent(origin(tenant), tenant, {
      id: `${id}-1`,
      type: 'order.placed',
      occurredAt: daysAgo(20),
      empfehlungsnummer: shared.empfehlungsnummer,
    });
    expect(placed.status).toBe(200);
    // The partner's system reports the order effective with a wrong referral number: a dead letter.
    const wrong = await sendPartnerEvent(origin(tenant), tenant, {
      id: `${id}-2`,
      type: 'order.effective',
      occurredAt: daysAgo(20),
      empfehlungsnummer: 999_999_998,
    });
    expect(wrong).toMatchObject({ status: 422, body: { code: 'partner.dead_letter' } });

    const page = await consolePage(browser, 'support', '/unzustellbar');
    await expect(page.getByRole('heading', { level: 1, name: 'Unzustellbare Partner-Events' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Anzahl je Grund' })).toContainText('unknown referral');
    await expectNoAxeViolations(page);

    // Keyboard only: choose the tenant, show, open the event.
    await tabTo(page, page.getByLabel('Mandant'));
    await page.getByLabel('Mandant').selectOption(tenant);
    await tabTo(page, page.getByRole('button', { name: 'Anzeigen' }));
    await page.keyboard.press('Enter');
    const open = page.getByRole('button', { name: `Öffnen: ${id}-2` });
    await expect(open).toBeVisible();
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${id}-2`) })).toBeFocused();
    const content = page.getByLabel('Inhalt (JSON)');
    await expect(content).toHaveValue(/999999998/);

    // A fix the partner API would refuse is refused at the field.
    await tabTo(page, content);
    const payload = JSON.parse(await content.inputValue()) as Record<string, unknown>;
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(JSON.stringify({ ...payload, empfehlungsnummer: 'zwei' }));
    await tabTo(page, page.getByRole('button', { name: 'Korrektur speichern' }));
    await page.keyboard.press('Enter');
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // The right number, saved: its fixer may not replay it, and reads why.
    await tabTo(page, content);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(
      JSON.stringify({ ...payload, empfehlungsnummer: shared.empfehlungsnummer }, null, 2),
    );
    await expect(page.getByRole('button', { name: 'Erneut einspielen' })).toBeDisabled();
    await tabTo(page, page.getByRole('button', { name: 'Korrektur speichern' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Die Korrektur ist gespeichert.')).toBeVisible();
    await expect(page.getByText(/^Korrigiert von Sam Support \d+ am /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erneut einspielen' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Erneut einspielen' })).toHaveAccessibleDescription(
      /Einspielen muss es eine andere Person \(Vier-Augen-Prinzip\)/,
    );
    await expect(page.getByText('Ursprünglicher Inhalt des Partners')).toBeVisible();
    await expectNoAxeViolations(page);

    // Another support operator reads who fixed it and replays it: applied.
    const second = await consolePage(browser, 'support', '/unzustellbar');
    await second.getByLabel('Mandant').selectOption(tenant);
    await second.getByRole('button', { name: 'Anzeigen' }).click();
    await second.getByRole('button', { name: `Öffnen: ${id}-2` }).click();
    await expect(second.getByText(/^Korrigiert von Sam Support \d+ am /)).toBeVisible();
    await second.getByRole('button', { name: 'Erneut einspielen' }).click();
    await expect(
      second.getByText('Das Event wurde angewendet; die Empfehlung ist aktualisiert.'),
    ).toBeVisible();
    await expectNoAxeViolations(second);

    // The referral moved: the order is effective 20 days ago, the reward is ready for both.
    const ready = await waitForMail(shared.referrer.email, /Ihre Prämie steht bereit/);
    expect(ready.text).toContain('/persoenlicherbereich');
    await recipientPage.reload();
    await expect(recipientPage.getByText(recipientRewardText('de', 'rewardBeingPaid'))).toBeVisible();

    // Replayed again: applied once, nothing twice; the partner's redelivery is a repeat too.
    await second.getByRole('button', { name: 'Erneut einspielen' }).click();
    await expect(
      second.getByText('Das Event war bereits angewendet; nichts wurde doppelt gebucht.'),
    ).toBeVisible();
    const redelivered = await sendPartnerEvent(origin(tenant), tenant, {
      ...payload,
      empfehlungsnummer: shared.empfehlungsnummer,
    });
    expect(redelivered.body).toMatchObject({ duplicate: true });
    await page.context().close();
    await second.context().close();
  } finally {
    await context.close();
  }
});

test('partner keys: issue, another admin approves, rotate with an overlap and revoke within the sign-in’s fresh confirmation; keyboard and axe', async ({
  browser,
}) => {
  const label = `E2E ${run()}`;
  const page = await consolePage(browser, 'admin', '/partner-schluessel');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner-Schlüssel' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Issue by keyboard.
  const form = page.getByRole('region', { name: 'Neuen Schlüssel ausgeben' });
  await tabTo(page, form.getByLabel('Mandant'));
  await form.getByLabel('Mandant').selectOption(tenant);
  await tabTo(page, form.getByLabel('Bezeichnung'));
  await page.keyboard.type(label);
  await tabTo(page, form.getByRole('checkbox', { name: 'Anmeldung aus dem Host-System' }));
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('button', { name: 'Schlüssel ausgeben' }));
  await page.keyboard.press('Enter');
  const shown = page.getByTestId('new-partner-key');
  // Freshly signed in, the operator's confirmation is fresh: no code is asked (a five-minute-old one
  // is, tested on the server and by the erasure in console-cases.spec.ts).
  await expect(shown).toHaveValue(/^kwkp_/);
  await expect(page.getByRole('dialog', { name: 'Aktion bestätigen' })).toHaveCount(0);
  const first = await shown.inputValue();
  // It may send events: it waits for another admin, and its issuer may not approve it.
  await expect(page.getByText(/funktioniert erst, wenn eine andere Administratorin/)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(label) });
  await expect(row).toContainText('wartet auf Freigabe');
  await expect(row).toContainText(/Ada Admin \d+/);
  await expect(row.getByRole('button', { name: `Freigeben: ${label}` })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Until then the partner API refuses it as an unknown key; another admin approves it, and it works
  // (a dead letter means it was let through).
  const use = async (key: string) => {
    const res = await fetch(`http://127.0.0.1:${E2E_PORT}/api/partner/v1/${tenant}/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: `e2e-key-${run()}`,
        type: 'order.placed',
        occurredAt: new Date().toISOString(),
        empfehlungsnummer: 999_999_997,
      }),
    });
    return res.status;
  };
  expect(await use(first)).toBe(401);
  const other = await consolePage(browser, 'admin', '/partner-schluessel');
  const approve = async () => {
    await other.reload();
    const waiting = other.getByRole('row', { name: new RegExp(`${label}.*wartet auf Freigabe`) });
    await waiting.getByRole('button', { name: `Freigeben: ${label}` }).click();
    await expect(other.getByText('Der Schlüssel ist freigegeben und funktioniert ab jetzt.')).toBeVisible();
  };
  await approve();
  await expectNoAxeViolations(other);
  expect(await use(first)).toBe(422);
  await page.reload();
  await expect(row).toContainText('aktiv');

  // Rotate with a 2-hour overlap: a new key that waits; the old one works on without an end until
  // the approval, then for the overlap.
  await tabTo(page, row.getByRole('button', { name: `Rotieren: ${label}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /Schlüssel rotieren/ })).toBeFocused();
  const overlap = page.getByLabel('Überlappung in Stunden');
  await tabTo(page, overlap);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(shown).not.toHaveValue(first);
  const second = await shown.inputValue();
  await expect(page.getByRole('row', { name: new RegExp(`${label}.*wartet auf Freigabe`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${label}.*läuft ab am`) })).toHaveCount(0);
  expect(await use(first)).toBe(422);
  expect(await use(second)).toBe(401);
  await approve();
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(`${label}.*läuft ab am`) })).toBeVisible();
  expect(await use(first)).toBe(422);
  expect(await use(second)).toBe(422);
  await expectNoAxeViolations(page);

  // Revoke the old one: refused at once.
  const oldRow = page.getByRole('row', { name: new RegExp(`${label}.*läuft ab am`) });
  await oldRow.getByRole('button', { name: `Sperren: ${label}` }).click();
  await page.getByLabel('Grund (optional)').fill('E2E: rotated');
  await page.getByRole('button', { name: 'Jetzt sperren' }).click();
  await expect(page.getByText('Der Schlüssel ist gesperrt.')).toBeVisible();
  expect(await use(first)).toBe(401);
  expect(await use(second)).toBe(422);
  await expect(page.getByRole('row', { name: new RegExp(`${label}.*gesperrt`) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
  await other.context().close();
});

test('outbox: a failed mail is sent again from the console, with the address masked', async ({ browser }) => {
  const to = `outbox-${run()}@example.org`;
  const subject = `E2E failed mail ${run()}`;
  const res = await fetch(`http://127.0.0.1:${E2E_PORT}/dev/outbox/failed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant, to, subject }),
  });
  expect(res.status).toBe(201);

  const page = await consolePage(browser, 'support', '/postausgang');
  await expect(page.getByRole('heading', { level: 1, name: 'Postausgang' })).toBeVisible();
  await tabTo(page, page.getByLabel('Zustand', { exact: true }));
  await page.getByLabel('Zustand', { exact: true }).selectOption('failed');
  await tabTo(page, page.getByRole('button', { name: 'Anzeigen' }));
  await page.keyboard.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText('o…@example.org');
  await expect(row).toContainText('fehlgeschlagen');
  await expect(page.getByText(to)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await tabTo(page, row.getByRole('button', { name: /^Details/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: `E-Mail: ${subject}` })).toBeFocused();
  await expect(page.getByText(to)).toBeVisible();

  await tabTo(page, row.getByRole('button', { name: /^Erneut senden/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Die E-Mail wird erneut gesendet. (${subject})`)).toBeVisible();
  await waitForMail(to, new RegExp(subject));
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('audit log: the chain verifies, a search finds the console’s actions, the export downloads', async ({
  browser,
}) => {
  const page = await consolePage(browser, 'admin', '/protokoll');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit-Protokoll' })).toBeVisible();
  await expect(page.getByText('Die Hash-Kette ist intakt.')).toBeVisible();
  await expectNoAxeViolations(page);
  // The chain's anchor now (decision 035), checked back against the chain: it holds it.
  const anchor = await page
    .locator('code', { hasText: /^rows=\d+ head=[0-9a-f]{64} keyed_from=/ })
    .innerText();
  await page.getByLabel('Anker aus Log oder Export').fill('rows=1 head=kaputt');
  await page.getByRole('button', { name: 'Erneut prüfen' }).click();
  await expect(page.getByText('Anker ist nicht gültig')).toBeVisible();
  await page.getByLabel('Anker aus Log oder Export').fill(anchor);
  await page.getByRole('button', { name: 'Erneut prüfen' }).click();
  await expect(
    page.getByText(/Die Hash-Kette ist intakt und enthält den Anker \(\d+ Einträge/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, page.getByLabel('Aktion'));
  await page.keyboard.type('operator.');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: /Einträge/ })).toContainText('operator.sign_in');
  // The operator by name and address, the time in Berlin (no UTC), as the rest of the console.
  // (This page's own operator: the other tests' operators sign in too.)
  const admin = operatorOf(page);
  const signIn = page
    .getByRole('row')
    .filter({ hasText: /operator\.sign_in(?!_)/ })
    .filter({ hasText: admin.email })
    .first();
  await expect(signIn).toContainText(`${admin.name}${admin.email}`);
  await expect(signIn).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(signIn).not.toContainText('UTC');
  await tabTo(page, page.getByLabel('Operator (ID oder E-Mail)'));
  await page.keyboard.type(admin.email.toUpperCase());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: /Einträge/ })).toContainText('operator.sign_in');
  await expect(page.getByRole('table', { name: /Einträge/ })).not.toContainText('Sam Support');

  const download = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: 'Als CSV exportieren' }));
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(path, 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    'seq,at,actor_kind,actor_id,action,tenant_id,subject,reason,details,hash',
  );
  expect(text).toContain(',operator.sign_in,');
  await expect(page.getByText('Der Export ist heruntergeladen.')).toBeVisible();
  await expectNoAxeViolations(page);

  // In English too.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  // The last check was against the anchor: it says so in English now.
  await expect(page.getByText(/The hash chain is intact and holds the anchor \(\d+ entries/)).toBeVisible();
  await expect(page.getByLabel('Anchor from the log or an export')).toHaveValue(/^rows=\d+ head=/);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('the four screens in English, each with one heading and no axe violations', async ({ browser }) => {
  const page = await consolePage(browser, 'admin', '/');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  for (const [link, heading] of [
    ['Dead letters', 'Partner events not delivered'],
    ['Partner keys', 'Partner keys'],
    ['Outbox', 'Outbox'],
    ['Audit log', 'Audit log'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.context().close();
});
