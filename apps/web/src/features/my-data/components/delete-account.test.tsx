import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { readSession, writeSession } from '../../../lib/session/session-store.ts';
import { TEST_USER } from '../../../test/account-fixtures.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { DeleteAccount } from './delete-account.tsx';

let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  // The server answers 204; the stub's Response cannot carry a body with 204, so 200 with null here.
  api = stubApi({ status: 200, body: null });
  writeSession({ token: 's'.repeat(43), expiresAt: TEST_USER.TokenGueltigBis, user: TEST_USER });
});

afterEach(() => vi.unstubAllGlobals());

function renderIt() {
  const onDeleted = vi.fn();
  render(<DeleteAccount lang="de" onDeleted={onDeleted} />);
  return { onDeleted, opener: screen.getByRole('button', { name: 'Konto löschen …' }) };
}

describe('DeleteAccount', () => {
  it('asks first: a dialog that says what goes and what stays, focus on cancel, back to the opener', () => {
    const { opener } = renderIt();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Möchten Sie Ihr Konto wirklich löschen?' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent;
    expect(description).toMatch(/Bankverbindung.*abgemeldet.*Empfehlungen, die noch laufen.*anonymisiert/);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(api.sent).toEqual([]);
  });

  it('Escape cancels like the button', () => {
    const { opener } = renderIt();
    fireEvent.click(opener);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('confirmed: DELETE, signed out here too (spec §4), then on', async () => {
    const { opener, onDeleted } = renderIt();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, Konto endgültig löschen' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api.sent[0]?.url).toBe('/api/v1/fyrst/empfehler/delete');
    expect(readSession()).toBeNull();
  });

  it('a failure stays in the dialog as its alert, and nobody is signed out', async () => {
    api.answer = { status: 500, body: { code: 'common.technical', message: 'x' } };
    const { opener, onDeleted } = renderIt();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, Konto endgültig löschen' }));
    const alert = await screen.findByText(
      'Es ist ein technischer Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
    );
    expect(alert.closest('dialog')).not.toBeNull();
    expect(readSession()).not.toBeNull();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
