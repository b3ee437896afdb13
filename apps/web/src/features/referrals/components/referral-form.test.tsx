import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { SESSION_STORAGE_KEY } from '../../../lib/session/stored-session.ts';
import ReferralForm from './referral-form.tsx';

const campaign = {
  AktionsId: 7,
  Titel: 'Sommeraktion',
  Text: 'Doppelte Prämie im Sommer.',
  RechtsText: 'Gilt bis 31.08.',
  abgehakt: false,
  Zustimmung: true,
  BonusCent: 2500,
};

function mandant(overrides: { share?: number; bountyNotice?: boolean; address?: boolean } = {}) {
  return {
    Rules: {
      EmailWhitelist: [],
      AllowSelfRecommendation: false,
      RecommenderDefaultShare: overrides.share ?? 50,
      AgbCheckBoxAutoAccept: false,
      BankingActivityRule: false,
      MaxEmpfaengerPraemieCent: 10_000,
      EmpfehlerAdresse: overrides.address ?? false,
    },
    Brand: { Name: 'Telko', Features: { BountyNotice: overrides.bountyNotice ?? true } },
  } as unknown as Pick<Mandant, 'Rules' | 'Brand'>;
}

type Handler = (url: string, init: RequestInit) => { status: number; body: unknown } | undefined;
let handler: Handler;
const calls: { url: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  handler = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
      calls.push({ url, body });
      const custom = handler(url, init);
      if (custom) return new Response(JSON.stringify(custom.body), { status: custom.status });
      if (url.includes('aktion/alleAktiven')) return new Response(JSON.stringify([campaign]));
      if (url.includes('Empfehlen/create') && body === null)
        return new Response(JSON.stringify({ IsCaptchaRequired: false }));
      return new Response('{}', { status: 500 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const products = [
  { id: 1, name: 'Glasfaser 1000' },
  { id: 2, name: 'Mobil M' },
];

async function renderForm(props: Partial<Parameters<typeof ReferralForm>[0]> = {}) {
  const view = render(<ReferralForm mandant={mandant()} products={products} productId={null} {...props} />);
  await screen.findByText('Sommeraktion');
  return view;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  fireEvent.change(screen.getByLabelText('Produkt'), { target: { value: '1' } });
  type('E-Mail-Adresse der empfohlenen Person', 'bea@example.org');
  type('Vorname', 'Anna');
  type('Nachname', 'Berg');
  type('E-Mail-Adresse', 'anna@example.org');
  fireEvent.click(screen.getByLabelText(/Teilnahmebedingungen des Empfehlungsprogramms/));
  fireEvent.click(screen.getByLabelText(/natürliche Person/));
  fireEvent.click(screen.getByLabelText(/Bedingungen der Aktion/));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Empfehlung absenden' }));

describe('ReferralForm client-side validation (spec §5, German word for word)', () => {
  it('shows each field’s message at the field and focuses the first invalid field', async () => {
    await renderForm();
    submit();

    const product = screen.getByLabelText('Produkt');
    await waitFor(() => expect(document.activeElement).toBe(product));
    expect(product.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(product.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Dies ist ein Pflichtfeld.',
    );

    const described = (label: string | RegExp) => {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(described('E-Mail-Adresse der empfohlenen Person')).toBe('E-Mail-Adresse ist ein Pflichtfeld');
    expect(described('Vorname')).toBe('Vorname ist ein Pflichtfeld');
    expect(described('Nachname')).toBe('Nachname ist ein Pflichtfeld');
    expect(described('E-Mail-Adresse')).toBe('E-Mail-Adresse ist ein Pflichtfeld');
    expect(described(/Teilnahmebedingungen des Empfehlungsprogramms/)).toBe(
      'Die Zustimmung ist erforderlich, um fortzufahren.',
    );
    expect(described(/Bedingungen der Aktion/)).toBe('Die Zustimmung ist erforderlich, um fortzufahren.');
    expect(described(/natürliche Person/)).toBe(
      'Bitte bestätigen Sie, dass Sie eine natürliche Person, mindestens 18 Jahre alt und in Deutschland wohnhaft sind.',
    );
    expect(calls.some((c) => c.body && c.body !== null)).toBe(false);
  });

  it('refuses the referrer’s own address as the recipient', async () => {
    await renderForm();
    fillValid();
    type('E-Mail-Adresse der empfohlenen Person', 'Anna@Example.org');
    submit();
    const recipient = screen.getByLabelText('E-Mail-Adresse der empfohlenen Person');
    await waitFor(() => expect(document.activeElement).toBe(recipient));
    expect(
      screen.getByText('Die E-Mail-Adresse darf nicht dieselbe, wie die der Empfehlung sein.'),
    ).toBeTruthy();
  });
});

describe('ReferralForm eligibility (spec §1)', () => {
  it('asks no address where the tenant does not collect it', async () => {
    await renderForm();
    expect(screen.queryByRole('group', { name: 'Ihre Anschrift in Deutschland' })).toBeNull();
  });

  it('asks a German address where the tenant collects it, and names a foreign postcode at its field', async () => {
    await renderForm({ mandant: mandant({ address: true }) });
    expect(screen.getByRole('group', { name: 'Ihre Anschrift in Deutschland' })).toBeTruthy();
    fillValid();
    type('Straße', 'Hauptstraße');
    type('Hausnummer', '5');
    type('PLZ', '1010');
    type('Ort', 'Wien');
    submit();
    const postcode = screen.getByLabelText('PLZ');
    await waitFor(() => expect(document.activeElement).toBe(postcode));
    expect(document.getElementById(postcode.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Bitte geben Sie eine fünfstellige deutsche Postleitzahl an.',
    );
    expect(calls.some((c) => c.url.includes('Empfehlen/create') && c.body !== null)).toBe(false);
  });
});

describe('ReferralForm split and sending', () => {
  it('offers the three splits in a group with the tenant default checked', async () => {
    await renderForm();
    const group = screen.getByRole('group', { name: 'Wer soll die Prämie erhalten?' });
    expect(group.tagName).toBe('FIELDSET');
    expect((screen.getByLabelText('Wir beide, je zur Hälfte (50:50)') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByLabelText('Nur ich') as HTMLInputElement).checked).toBe(false);
  });

  it('sends the default split without showing it when the bounty notice is off', async () => {
    handler = (url, init) =>
      url.includes('Empfehlen/create') && init.body !== 'null'
        ? { status: 202, body: { code: 'referrals.optin_required', message: 'x', Empfehlungsnummer: 9 } }
        : undefined;
    await renderForm({ mandant: mandant({ share: 0, bountyNotice: false }) });
    expect(screen.queryByRole('group', { name: 'Wer soll die Prämie erhalten?' })).toBeNull();
    fillValid();
    submit();
    await screen.findByText(/Bitte prüfen Sie Ihr E-Mail-Postfach/);
    const sent = calls.find((c) => c.url.includes('Empfehlen/create') && c.body !== null);
    expect(sent?.body).toMatchObject({
      Empfehlung: {
        Produkt: 1,
        AnteilEmpfehler: 0,
        AgbAkzeptiert: true,
        Aktionen: [{ AktionsId: 7, abgehakt: true }],
      },
      Empfehler: { Vorname: 'Anna', Nachname: 'Berg', Email: 'anna@example.org', Teilnahmeberechtigt: true },
      Empfaenger: { Email: 'bea@example.org' },
    });
    expect(screen.getByRole('status').textContent).toContain('Bitte prüfen Sie Ihr E-Mail-Postfach');
  });

  it('offers to resend the opt-in mail when the recommendation waits for it', async () => {
    handler = (url, init) => {
      if (url.includes('optin/erneut')) return { status: 200, body: { Gesendet: true } };
      if (url.includes('Empfehlen/create') && init.body !== 'null')
        return {
          status: 409,
          body: { code: 'referrals.optin_pending', message: 'x', Empfehlungsnummer: 41 },
        };
      return undefined;
    };
    await renderForm();
    fillValid();
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'E-Mail erneut senden' }));
    await screen.findByText(/erneut gesendet/);
    expect(calls.find((c) => c.url.includes('optin/erneut'))?.body).toEqual({
      Email: 'anna@example.org',
      Empfehlungsnummer: 41,
    });
  });
});

describe('ReferralForm campaign bonus (issue 17)', () => {
  it('says what a ticked campaign adds and when, and counts it in the referrer’s part', async () => {
    await renderForm({ products: [{ id: 1, name: 'Konto', rewardCent: 5000 }], productId: 1 });
    expect(
      screen.getByText(
        /^Wenn Sie zustimmen, erhalten Sie 25\s€ zusätzlich zu Ihrer Prämie\. .*sobald die Empfehlung erfolgreich ist\.$/,
      ),
    ).toBeTruthy();
    const label = (name: RegExp) => screen.getByRole('radio', { name }).parentElement?.textContent ?? '';
    expect(label(/^Nur ich/)).toMatch(/Sie: 50\s€, Ihr Kontakt: 0\s€/);
    fireEvent.click(screen.getByLabelText(/Bedingungen der Aktion/));
    expect(label(/^Nur ich/)).toMatch(/Sie: 75\s€, Ihr Kontakt: 0\s€/);
    expect(label(/^Wir beide/)).toMatch(/Sie: 50\s€, Ihr Kontakt: 25\s€/);
  });
});

describe('ReferralForm for a signed-in referrer (issue 17)', () => {
  afterEach(() => localStorage.clear());

  it('starts with the referrer’s name and address', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        token: 't'.repeat(40),
        expiresAt: '2099-01-01T00:00:00.000Z',
        user: {
          Email: 'erika@example.org',
          Anrede: null,
          Vorname: 'Erika',
          Nachname: 'Muster',
          Empfehlerhash: 'h',
          NewsletterOptinGegeben: false,
          NewsletterOptinVersendetAm: null,
          Language: 'de',
          PasswortGesetzt: true,
          TokenGueltigBis: '2099-01-01T00:00:00.000Z',
        },
      }),
    );
    await renderForm();
    expect(screen.getByLabelText('Vorname')).toHaveProperty('value', 'Erika');
    expect(screen.getByLabelText('Nachname')).toHaveProperty('value', 'Muster');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveProperty('value', 'erika@example.org');
    expect(screen.getByLabelText('E-Mail-Adresse der empfohlenen Person')).toHaveProperty('value', '');
  });

  it('starts empty for a visitor who is not signed in', async () => {
    await renderForm();
    expect(screen.getByLabelText('Vorname')).toHaveProperty('value', '');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveProperty('value', '');
  });
});
