import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage } from './support/console.ts';
import { waitForMail } from './support/mailbox.ts';
import { pickupLink, readyReferral } from './support/ready-referral.ts';
import { uniqueIban } from './support/recipient.ts';
import { E2E_PORT } from './support/tenants.ts';

const tenant = 'telko';
const run = () => `${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;
// The schema the server's tests use too (a file, not server code).
const XSD = path.join(import.meta.dirname, '../apps/server/src/modules/payouts/xsd/pain.001.001.09.xsd');

/**
 * A telko reward made ready the way it happens (`readyReferral`), the referrer's share chosen as a
 * transfer through the mailed pickup link.
 */
async function chosenTransfer() {
  const id = `pay-${run()}`;
  const email = `${id}@example.org`;
  await readyReferral(tenant, email, id);
  const token = new URL(await pickupLink(email)).searchParams.get('token');
  const api = (method: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${E2E_PORT}/api/v1/${tenant}/praemierung/`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const rewards = (await (await api('GET')).json()) as { Praemien: { PraemieId: string; Status: string }[] };
  const ready = rewards.Praemien.find((r) => r.Status === 'Bereitgestellt');
  // Not the recipient's IBAN nor another run's: that would hold the referral (fraud review).
  const iban = uniqueIban();
  const chosen = await api('PUT', {
    PraemieId: ready?.PraemieId,
    Auszahlung: 'Ueberweisung',
    Bankdaten: { Kontoinhaber: 'Anna Berg', Iban: iban },
  });
  expect(chosen.status).toBe(200);
  return { referrer: email, iban };
}

test('finance: one operator prepares a SEPA batch, a second releases it, downloads and confirms it', async ({
  browser,
}) => {
  test.slow();
  const { referrer, iban } = await chosenTransfer();

  // The first finance operator prepares the batch and sees count, sum and checksum, but may not release it.
  const first = await consolePage(browser, 'finance', '/auszahlungen');
  await expect(first.getByRole('heading', { level: 1, name: 'Auszahlungen' })).toBeVisible();
  await expect(first.getByRole('table', { name: 'Bereit für den nächsten Lauf' })).toBeVisible();
  await expectNoAxeViolations(first);
  await first.getByRole('button', { name: `Lauf vorbereiten: ${tenant}` }).click();
  await expect(first.getByRole('status')).toContainText('Der Lauf ist vorbereitet');
  const details = first.getByRole('region', { name: /Auszahlungslauf KWK-/ });
  await expect(details).toBeVisible();
  await expect(details.getByText('Diesen Lauf haben Sie vorbereitet')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Jetzt freigeben' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Datei herunterladen' })).toHaveCount(0);
  // Items are masked: no IBAN in the clear.
  await expect(details.getByRole('table', { name: /Überweisungen/ })).toContainText('DE••');
  await expect(details).not.toContainText(iban.slice(4));

  // A preparation found wrong is discarded in a dialog with a reason; its transfer is free again.
  await details.getByRole('button', { name: 'Lauf verwerfen' }).click();
  const discard = first.getByRole('dialog', { name: /Auszahlungslauf verwerfen KWK-/ });
  await expect(discard.getByLabel('Grund')).toBeFocused();
  await expectNoAxeViolations(first);
  await discard.getByLabel('Grund').fill('Probe: Lauf verworfen');
  await discard.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(first.getByRole('status')).toContainText('Der Lauf ist verworfen');
  await expect(discard).toHaveCount(0);
  await first.getByRole('button', { name: `Lauf vorbereiten: ${tenant}` }).click();
  await expect(first.getByRole('status')).toContainText('Der Lauf ist vorbereitet');
  await expect(details.getByText('Diesen Lauf haben Sie vorbereitet')).toBeVisible();
  const checksum = (await details.getByTestId('payout-checksum').textContent()) ?? '';
  expect(checksum).toMatch(/^[0-9a-f]{64}$/);
  const heading = (await details.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const messageId = heading.replace('Auszahlungslauf ', '').trim();
  await expectNoAxeViolations(first);

  // The second releases it by entering what they compared (issue 27): figures that do not match
  // release nothing and are named at the field; the checksum's start, typed and sent by keyboard,
  // releases it. Then they download the file.
  const second = await consolePage(browser, 'finance2', '/auszahlungen');
  await second.getByRole('button', { name: `Details: ${messageId}` }).click();
  const batch = second.getByRole('region', { name: `Auszahlungslauf ${messageId}` });
  await expect(batch.getByTestId('payout-checksum')).toHaveText(checksum);
  const release = batch.getByRole('button', { name: 'Jetzt freigeben' });
  const count = batch.getByLabel('Anzahl der Überweisungen');
  await count.fill('999');
  await batch.getByLabel('Summe in Euro').fill('0,01');
  await release.click();
  await expect(batch.getByText('Anzahl stimmt nicht überein')).toBeVisible();
  await expect(batch.getByText('Summe stimmt nicht überein')).toBeVisible();
  await expect(count).toBeFocused();
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await expect(batch.getByText('der Lauf ist nicht freigegeben')).toBeVisible();
  await expect(batch.getByRole('button', { name: 'Datei herunterladen' })).toHaveCount(0);
  await expectNoAxeViolations(second);
  const start = batch.getByLabel('Oder: Anfang der Prüfsumme (SHA-256)');
  await start.focus();
  await second.keyboard.type(checksum.slice(0, 12));
  await second.keyboard.press('Enter');
  await expect(second.getByRole('status')).toContainText('Der Lauf ist freigegeben');

  const [download] = await Promise.all([
    second.waitForEvent('download'),
    batch.getByRole('button', { name: 'Datei herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${messageId}.xml`);
  const file = await readFile((await download.path())!, 'utf8');
  expect(createHash('sha256').update(file, 'utf8').digest('hex')).toBe(checksum);
  expect(file).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
  const saved = (await download.path())!;
  const lint = spawnSync('xmllint', ['--noout', '--schema', XSD, saved], { encoding: 'utf8' });
  expect(lint.status, lint.stderr).toBe(0);

  // The bank executed it: finance confirms, the rewards are paid and the referrer is mailed.
  await batch.getByLabel('Kontoauszug (Nummer oder Referenz, optional)').fill('Auszug 12');
  await batch.getByRole('button', { name: 'Ausführung bestätigen' }).click();
  await expect(second.getByRole('status')).toContainText('Die Ausführung ist bestätigt');
  await expect(batch.getByRole('table', { name: /Überweisungen/ })).toContainText('ausgezahlt');
  await waitForMail(referrer, /Ihre Prämie wurde ausgezahlt/);
  await expectNoAxeViolations(second);
});
