import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { writeSession } from '../../../lib/session/session-store.ts';
import { TEST_USER } from '../../../test/account-fixtures.ts';
import { fieldRefusal, stubApi } from '../../../test/stub-api.ts';
import { CustomerNumberForm } from './customer-number-form.tsx';

let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({ status: 200, body: { Kundennummer: null } });
  writeSession({ token: 's'.repeat(43), expiresAt: TEST_USER.TokenGueltigBis, user: TEST_USER });
});

afterEach(() => vi.unstubAllGlobals());

const field = () => screen.getByLabelText('Kundennummer');
const submit = (value: string) => {
  fireEvent.change(field(), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Kundennummer speichern' }));
};

describe('CustomerNumberForm', () => {
  it('shows the number on record and sets a new one', async () => {
    render(<CustomerNumberForm lang="de" />);
    await screen.findByText('Sie haben noch keine Kundennummer hinterlegt.');
    api.answer = { status: 200, body: { Kundennummer: 'K-1234567' } };
    submit(' K-1234567 ');
    expect(await screen.findByText('Ihre Kundennummer wurde gespeichert.')).toBeTruthy();
    expect(screen.getByText('Ihre hinterlegte Kundennummer: K-1234567')).toBeTruthy();
    expect(api.sent[1]?.url).toBe('/api/v1/fyrst/empfehler/SetKundennummerForEmpfehler/K-1234567');
  });

  it('a number that is not valid: the message at the field, focused, nothing sent', async () => {
    render(<CustomerNumberForm lang="de" />);
    await screen.findByText('Sie haben noch keine Kundennummer hinterlegt.');
    submit('12');
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(field().getAttribute('aria-describedby')).toMatch(/-error/);
    expect(screen.getByText('Kundennummer ist nicht gültig')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(api.sent).toHaveLength(1);
  });

  it('the server’s field error shows at the field too', async () => {
    render(<CustomerNumberForm lang="de" />);
    await screen.findByText('Sie haben noch keine Kundennummer hinterlegt.');
    api.answer = fieldRefusal(400, 'common.validation', [
      { path: 'Kundennummer', message: 'Kundennummer ist nicht gültig' },
    ]);
    submit('ABCD-1');
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Kundennummer ist nicht gültig')).toBeTruthy();
  });
});
