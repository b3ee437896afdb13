import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import { expect } from '@playwright/test';
import { consoleVisitorAddress } from './console.ts';
import { E2E_PORT } from './tenants.ts';

const run = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** The tenant API at the harness's port (the tenant is named in the path). */
async function tenantApi<T>(
  tenant: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`http://127.0.0.1:${E2E_PORT}/api/v1/${tenant}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      'accept-language': 'de',
      'content-type': 'application/json',
      // An address of its own, so the create route's limit per address counts this test alone.
      'x-forwarded-for': consoleVisitorAddress(),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * A recommendation to an address at a disposable domain, made through the tenant's API as the form
 * sends it: the fraud checks hold it for review at once. Answers its number.
 */
export async function heldRecommendation(tenant: string): Promise<number> {
  const products = (await tenantApi<Product[]>(tenant, 'produkt')).body;
  const campaigns = (await tenantApi<Campaign[]>(tenant, 'aktion/alleAktiven')).body;
  const product = products.find((p) => p.Praemien.length > 0)!;
  const created = await tenantApi<{ Empfehlungsnummer: number }>(tenant, 'Empfehlen/create', {
    Empfehlung: {
      Produkt: product.Id,
      AnteilEmpfehler: 100,
      AgbText: 'Ich akzeptiere die Teilnahmebedingungen.',
      AgbAkzeptiert: true,
      Aktionen: campaigns.map((c) => ({ AktionsId: c.AktionsId, abgehakt: true })),
    },
    Empfehler: {
      Vorname: 'Fritz',
      Nachname: 'Prüfer',
      Email: `fritz-${run()}@example.org`,
      Teilnahmeberechtigt: true,
    },
    Empfaenger: { Email: `freund-${run()}@mailinator.com` },
  });
  expect(created.status).toBe(202);
  return created.body.Empfehlungsnummer;
}
