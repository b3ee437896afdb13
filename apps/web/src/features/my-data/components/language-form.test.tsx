import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { readSession, writeSession } from '../../../lib/session/session-store.ts';
import { TEST_USER } from '../../../test/account-fixtures.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { LanguageForm } from './language-form.tsx';

const token = 's'.repeat(43);
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({ status: 200, body: { ...TEST_USER, Language: 'en' } });
  writeSession({ token, expiresAt: TEST_USER.TokenGueltigBis, user: TEST_USER });
});

afterEach(() => vi.unstubAllGlobals());

describe('LanguageForm', () => {
  it('saves the account’s language, keeps the answer and lets the app switch the page', async () => {
    const onSaved = vi.fn(async () => undefined);
    render(<LanguageForm language="de" token={token} lang="de" onSaved={onSaved} />);
    expect((screen.getByLabelText('Deutsch') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('English'));
    fireEvent.click(screen.getByRole('button', { name: 'Sprache speichern' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('en'));
    expect(api.sent[0]).toMatchObject({
      url: '/api/v1/fyrst/account/updateLanguage',
      body: { Language: 'en' },
    });
    expect(readSession()?.user?.Language).toBe('en');
    expect(await screen.findByText('Die Sprache wurde gespeichert.')).toBeTruthy();
  });

  it('a failure is the form’s alert and the page keeps its language', async () => {
    api.answer = { status: 500, body: { code: 'common.technical', message: 'x' } };
    const onSaved = vi.fn(async () => undefined);
    render(<LanguageForm language="de" token={token} lang="de" onSaved={onSaved} />);
    fireEvent.click(screen.getByLabelText('English'));
    fireEvent.click(screen.getByRole('button', { name: 'Sprache speichern' }));
    expect(
      (
        await screen.findByText(
          'Es ist ein technischer Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
        )
      ).getAttribute('role'),
    ).toBe('alert');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
