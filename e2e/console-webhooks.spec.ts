import { createServer, type IncomingHttpHeaders } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage } from './support/console.ts';
import { E2E_PORT } from './support/tenants.ts';

// The console's webhooks (issue 31): an admin adds an endpoint (its secret shown once), sends a test
// event that a receiver in this process verifies with the `standardwebhooks` package, reads the
// delivery, rotates the secret and switches the endpoint off; at a phone's and a desktop's width.
const WIDTHS = [390, 1280] as const;
// The receiver's port: the run's ports are E2E_PORT and the next ones (the server, its mailbox).
const RECEIVER_PORT = E2E_PORT + 2;

async function atBothWidths(page: Page, check: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    await expectNoAxeViolations(page);
  }
}

test('an admin adds an endpoint, sends a signed test event, reads its delivery, rotates the secret and switches it off', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${RECEIVER_PORT}/hooks/${Date.now()}`;
  const verified = (secret: string, request: (typeof received)[number]) => {
    try {
      new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
      return true;
    } catch {
      return false;
    }
  };

  try {
    const page = await consolePage(browser, 'admin', '/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await atBothWidths(page, async () => {
      await expect(page.getByRole('table', { name: /Endpunkte/ })).toBeVisible();
    });

    const form = page.getByRole('region', { name: 'Neuen Endpunkt anlegen' });
    await form.getByLabel('Mandant').selectOption('telko');
    await form.getByLabel('Adresse').fill(url);
    await form.getByLabel('Beschreibung').fill('CRM der Marke');
    await form.getByRole('checkbox', { name: /Empfehlung angelegt/ }).check();
    await form.getByRole('button', { name: 'Endpunkt anlegen' }).click();
    const shown = page.getByTestId('new-webhook-secret');
    await expect(shown).toHaveValue(/^whsec_/);
    const secret = await shown.inputValue();
    const row = page.getByRole('row', { name: new RegExp(url) });
    await expect(row).toContainText('eingeschaltet');
    await atBothWidths(page, async () => {
      await expect(row).toBeVisible();
    });

    await row.getByRole('button', { name: `Testereignis senden: ${url}` }).click();
    await expect(page.getByText('Testereignis in die Zustellung gegeben.')).toBeVisible();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    expect(verified(secret, received[0]!)).toBe(true);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test', tenant: 'telko' });

    await row.getByRole('button', { name: `Lieferungen: ${url}` }).click();
    const panel = page.getByRole('region', { name: new RegExp(`Lieferungen an ${url}`) });
    const delivery = panel.getByRole('row', { name: /webhook\.test/ });
    await expect(delivery).toContainText('zugestellt');
    await expect(delivery).toContainText('200');
    await expect(delivery).toContainText('received');
    await atBothWidths(page, async () => {
      await expect(delivery).toBeVisible();
    });
    await panel.getByRole('button', { name: 'Schließen' }).click();

    await row.getByRole('button', { name: `Geheimnis rotieren: ${url}` }).click();
    const rotate = page.getByRole('region', { name: /Geheimnis rotieren:/ });
    await rotate.getByLabel('Überlappung in Stunden').fill('2');
    await rotate.getByRole('button', { name: 'Rotieren' }).click();
    await expect(shown).not.toHaveValue(secret);
    const fresh = await shown.inputValue();
    await expect(row).toContainText('altes Geheimnis signiert mit bis');
    await row.getByRole('button', { name: `Testereignis senden: ${url}` }).click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
    expect(verified(secret, received[1]!) && verified(fresh, received[1]!)).toBe(true);

    await row.getByRole('button', { name: `Ausschalten: ${url}` }).click();
    await expect(row).toContainText('ausgeschaltet');
    await expectNoAxeViolations(page);
    await page.context().close();
  } finally {
    receiver.closeAllConnections();
    receiver.close();
  }
});
