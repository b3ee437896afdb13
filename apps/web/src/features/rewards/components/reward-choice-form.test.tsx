import type { Reward } from '@kwk/shared/rewards/reward-pickup.schemas';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { fieldRefusal, stubApi } from '../../../test/stub-api.ts';
import { RewardChoiceForm } from './reward-choice-form.tsx';

const token = `pr_${'t'.repeat(43)}`;
const reward: Reward = {
  PraemieId: '8b0c7a52-6f0e-4c43-9d55-2f7c9f5e1a11',
  Art: 'Empfehlung',
  Empfehlungsnummer: 12345678,
  Produkt: 'MagentaZuhause M',
  NachErfolgreichen: null,
  BetragCent: 3500,
  Status: 'Bereitgestellt',
  Auszahlung: null,
  GewaehltAm: null,
  UeberschreitetFreigrenze: false,
  AbholenBis: null,
  Gutschein: null,
};
const chosen = {
  PraemieId: reward.PraemieId,
  Auszahlung: 'Ueberweisung',
  BetragCent: 3500,
  Hinweis: 'Die Auszahlung erfolgt innerhalb von vier Wochen, nachdem Sie Ihre Bankdaten angegeben haben.',
};
const stored = { Kontoinhaber: 'Anna Berg', IbanMaskiert: 'DE•• •••• •••• •••• ••30 00', Bic: null };
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({ status: 200, body: chosen });
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(
  storedAccount: typeof stored | null = null,
  shown: Reward = reward,
  lang: 'de' | 'en' = 'de',
) {
  const onChosen = vi.fn();
  render(
    <RewardChoiceForm
      access={{ kind: 'token', token }}
      reward={shown}
      storedAccount={storedAccount}
      germanOnly={false}
      canSave
      voucherEmail="anna@example.org"
      lang={lang}
      onChosen={onChosen}
    />,
  );
  return onChosen;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Prämie verbindlich anfordern' }));
const transfer = () => fireEvent.click(screen.getByRole('radio', { name: 'Überweisung auf Ihr Konto' }));
const typeAccount = (holder: string, iban: string) => {
  fireEvent.change(screen.getByLabelText('Kontoinhaber'), { target: { value: holder } });
  fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: iban } });
};

describe('RewardChoiceForm', () => {
  it('asks how to take the reward first: the error at the radios, focus on the first, nothing sent', async () => {
    renderForm();
    submit();
    const first = screen.getByRole('radio', { name: 'Überweisung auf Ihr Konto' });
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Dies ist ein Pflichtfeld.')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('checks the IBAN before sending and focuses it', async () => {
    renderForm();
    transfer();
    typeAccount('Anna Berg', 'DE00 1234');
    submit();
    const iban = screen.getByLabelText('IBAN');
    await waitFor(() => expect(document.activeElement).toBe(iban));
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('IBAN ist nicht gültig')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('sends a transfer with the reward token as bearer and hands the answer on', async () => {
    const onChosen = renderForm();
    transfer();
    typeAccount('Anna Berg', 'DE89 3704 0044 0532 0130 00');
    fireEvent.click(screen.getByLabelText('Bankdaten für das nächste Mal in „Meine Daten“ speichern'));
    submit();
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith(chosen));
    expect(api.sent[0]).toMatchObject({
      url: '/api/v1/fyrst/praemierung/',
      headers: { Authorization: `Bearer ${token}` },
      body: {
        PraemieId: reward.PraemieId,
        Auszahlung: 'Ueberweisung',
        Bankdaten: { Kontoinhaber: 'Anna Berg', Iban: 'DE89 3704 0044 0532 0130 00' },
        BankdatenSpeichern: true,
      },
    });
  });

  it('offers the stored account, and a transfer to it sends no bank data', async () => {
    const onChosen = renderForm(stored);
    transfer();
    expect(screen.queryByLabelText('IBAN')).toBeNull();
    expect(
      (
        screen.getByRole('radio', {
          name: `Gespeichertes Konto: Anna Berg, ${stored.IbanMaskiert}`,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Ein anderes Konto angeben' }));
    expect(screen.getByLabelText('IBAN')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Gespeichertes Konto/ }));
    submit();
    await waitFor(() => expect(onChosen).toHaveBeenCalled());
    expect(api.sent[0]?.body).toEqual({ PraemieId: reward.PraemieId, Auszahlung: 'Ueberweisung' });
  });

  it('takes a voucher to the referrer’s own address: shown, with no field to change it', async () => {
    const onChosen = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Gutschein per E-Mail' }));
    expect(screen.getByText('Ihr Gutschein geht an Ihre E-Mail-Adresse anna@example.org.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    submit();
    await waitFor(() => expect(onChosen).toHaveBeenCalled());
    expect(api.sent[0]?.body).toEqual({ PraemieId: reward.PraemieId, Auszahlung: 'Gutschein' });
  });

  it('names the voucher by its shop, the reward’s amount and validity, and says how to redeem it', () => {
    const offer = {
      Anbieter: 'Elektromarkt',
      GueltigBis: '2027-12-31',
      EinloesungDe: 'Im Warenkorb eingeben.',
      EinloesungEn: null,
      EinloeseUrl: null,
    };
    renderForm(null, { ...reward, Gutschein: offer });
    const voucher = screen.getByRole('radio', {
      // The amount's space is a non-breaking one, as formatRewardEuro writes it.
      name: /^Gutschein per E-Mail – von Elektromarkt über 35\s€, gültig bis 31\.12\.2027$/,
    });
    expect(screen.queryByText('So lösen Sie ihn ein: Im Warenkorb eingeben.')).toBeNull();
    fireEvent.click(voucher);
    expect(screen.getByText('So lösen Sie ihn ein: Im Warenkorb eingeben.')).toBeTruthy();
  });

  it.each([
    { code: 'rewards.already_chosen', text: 'Diese Prämie wurde bereits gewählt.' },
    {
      code: 'rewards.bankdata_link_required',
      text: 'Die Bankdaten konnten nicht gespeichert werden. Bitte nutzen Sie den Link aus Ihrer E-Mail.',
    },
    {
      code: 'rewards.pickup_link_required',
      text: 'Ihre Prämie können Sie nur über den Link aus Ihrer E-Mail abholen.',
    },
  ])('a refusal ($code) reads as the form’s alert and takes focus', async ({ code, text }) => {
    api.answer = { status: code === 'rewards.already_chosen' ? 409 : 403, body: { code, message: 'x' } };
    const onChosen = renderForm();
    transfer();
    typeAccount('Anna Berg', 'DE89 3704 0044 0532 0130 00');
    submit();
    const alert = await screen.findByText(text);
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors at the fields', async () => {
    api.answer = fieldRefusal(400, 'common.validation', [
      { path: 'body.Bankdaten.Iban', message: 'Nur deutsche IBAN' },
    ]);
    renderForm();
    transfer();
    typeAccount('Anna Berg', 'DE89 3704 0044 0532 0130 00');
    submit();
    const iban = screen.getByLabelText('IBAN');
    await waitFor(() => expect(document.activeElement).toBe(iban));
    expect(screen.getByText('Nur deutsche IBAN')).toBeTruthy();
  });
});
