import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { writeSession } from '../../../lib/session/session-store.ts';
import { TEST_USER } from '../../../test/account-fixtures.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { BankDataManager } from './bank-data-manager.tsx';

const stored = { Kontoinhaber: 'Anna Berg', IbanMaskiert: 'DE•• •••• •••• •••• ••30 00', Bic: 'COBADEFFXXX' };
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({ status: 200, body: { Bankdaten: null } });
  writeSession({ token: 's'.repeat(43), expiresAt: TEST_USER.TokenGueltigBis, user: TEST_USER });
});

afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Bankverbindung speichern' }));

async function renderIt(germanOnly = false) {
  render(<BankDataManager germanOnly={germanOnly} lang="de" />);
  await screen.findByText('Sie haben noch keine Bankverbindung hinterlegt.');
}

describe('BankDataManager', () => {
  it('stores an account and shows it masked with its BIC; the result takes focus', async () => {
    await renderIt();
    api.answer = { status: 200, body: { Bankdaten: stored } };
    type('Kontoinhaber', 'Anna Berg');
    type('IBAN', 'DE89 3704 0044 0532 0130 00');
    save();
    // The first submit loads the shared schema (with the IBAN rules) on demand, which can take a moment.
    const result = await screen.findByText('Ihre Bankverbindung wurde gespeichert.', {}, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(api.sent[1]).toMatchObject({
      url: '/api/v1/fyrst/empfehler/bankdaten/',
      body: { Kontoinhaber: 'Anna Berg', Iban: 'DE89 3704 0044 0532 0130 00' },
    });
    expect(screen.getByText('COBADEFFXXX')).toBeTruthy();
    expect(screen.getByText('DE•• •••• •••• •••• ••30 00').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('IBAN endet auf 3000')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bankverbindung ändern' })).toBeTruthy();
    expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe('');
  });

  it('German IBANs only under ModuleIBANNurDE: the shared message at the field, nothing sent', async () => {
    await renderIt(true);
    type('Kontoinhaber', 'Anna Berg');
    type('IBAN', 'FR76 3000 6000 0112 3456 7890 189');
    save();
    const iban = screen.getByLabelText('IBAN');
    await waitFor(() => expect(iban.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Bitte geben Sie eine deutsche IBAN (DE…) an.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(iban));
    expect(api.sent).toHaveLength(1);
  });

  it('a session from the admin login is refused: use the link from the e-mail', async () => {
    await renderIt();
    api.answer = {
      status: 403,
      body: { code: 'rewards.bankdata_link_required', message: 'x' },
    };
    type('Kontoinhaber', 'Anna Berg');
    type('IBAN', 'DE89 3704 0044 0532 0130 00');
    save();
    const alert = await screen.findByText(
      'Die Bankdaten konnten nicht gespeichert werden. Bitte nutzen Sie den Link aus Ihrer E-Mail.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('deletes the stored account', async () => {
    api.answer = { status: 200, body: { Bankdaten: stored } };
    render(<BankDataManager germanOnly={false} lang="de" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bankverbindung löschen' }));
    expect(await screen.findByText('Ihre Bankverbindung wurde gelöscht.')).toBeTruthy();
    expect(api.sent[1]).toMatchObject({ url: '/api/v1/fyrst/empfehler/bankdaten/' });
    expect(screen.getByText('Sie haben noch keine Bankverbindung hinterlegt.')).toBeTruthy();
  });
});
