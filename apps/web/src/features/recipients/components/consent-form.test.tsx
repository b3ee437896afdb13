import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { ConsentForm } from './consent-form.tsx';

let answer: { status: number; body: unknown };
const sent: { AgbText: string; Zustimmung: boolean }[] = [];

beforeEach(() => {
  sent.length = 0;
  answer = { status: 200, body: { Zugestimmt: true, Zeitpunkt: '2025-01-01T10:00:00Z' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderForm(bankingRule = false) {
  const props = { onDone: vi.fn(), onDataRequired: vi.fn(), onLost: vi.fn() };
  render(
    <MemoryRouter>
      <ConsentForm token={'e'.repeat(48)} brandName="Telko" bankingRule={bankingRule} lang="de" {...props} />
    </MemoryRouter>,
  );
  return props;
}

const label = 'Ich habe die Teilnahmebedingungen und die Datenschutzerklärung gelesen und stimme ihnen zu.';
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Zustimmen und weiter' }));

describe('ConsentForm', () => {
  it('links the terms and the privacy policy', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Teilnahmebedingungen' }).getAttribute('href')).toBe('/agb');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe(
      '/datenschutz',
    );
  });

  it('requires the checkbox, with the message of spec §5 at it', async () => {
    renderForm();
    submit();
    const checkbox = screen.getByLabelText(label);
    await waitFor(() => expect(checkbox.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(checkbox.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Die Zustimmung ist erforderlich, um fortzufahren.',
    );
    await waitFor(() => expect(document.activeElement).toBe(checkbox));
    expect(sent).toEqual([]);
  });

  it('sends the text shown as AgbText', async () => {
    const { onDone } = renderForm();
    fireEvent.click(screen.getByLabelText(label));
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const shown = document.querySelector('.recipient-terms')?.textContent ?? '';
    const agbText = sent[0]?.AgbText ?? '';
    expect(sent[0]?.Zustimmung).toBe(true);
    expect(agbText.replaceAll('\n\n', '')).toBe(`${shown}${label}`);
    expect(agbText).toContain('Empfehlungsprogramm von Telko');
  });

  it('sends the recipient to the data form when the server asks for it', async () => {
    answer = { status: 409, body: { code: 'recipients.data_required', message: 'x' } };
    const { onDataRequired } = renderForm();
    fireEvent.click(screen.getByLabelText(label));
    submit();
    await waitFor(() => expect(onDataRequired).toHaveBeenCalled());
  });

  it('states the banking activity rule before the recipient agrees, and records it in AgbText', async () => {
    const { onDone } = renderForm(true);
    const rule = screen.getByText(/mindestens drei Buchungen pro Monat über jeweils mindestens 25 Euro/);
    expect(rule.closest('.recipient-terms')).not.toBeNull();
    fireEvent.click(screen.getByLabelText(label));
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]?.AgbText).toContain(rule.textContent);
  });

  it('says nothing of account use where the tenant has no such rule', () => {
    renderForm(false);
    expect(screen.queryByText(/Buchungen pro Monat/)).toBeNull();
  });
});
