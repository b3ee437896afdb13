import type { partnerKeyIssueSchema } from '@kwk/shared/operator/partner-keys.schemas';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleApiError } from '../lib/console-api.ts';
import { useConsoleForm } from './use-console-form.ts';

const refused = (fields: { path: string; message: string }[], message = 'Bitte prüfen Sie Ihre Eingaben.') =>
  new ConsoleApiError(400, { code: 'common.validation', message, details: { fields } } as never);

type Values = { tenant: string; label: string };

describe('useConsoleForm', () => {
  it('puts the server’s messages at the fields of the shared schema, with no general text', async () => {
    const { result } = renderHook(() =>
      useConsoleForm<typeof partnerKeyIssueSchema, Values>({ tenant: '', label: '' }),
    );
    await act(() =>
      result.current.submit(async () => {
        throw refused([{ path: 'body.Label', message: 'Bezeichnung ist ein Pflichtfeld' }]);
      })(),
    );
    expect(result.current.fields).toEqual({ Label: 'Bezeichnung ist ein Pflichtfeld' });
    expect(result.current.general).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it('says a failure no field is to blame for as the general text', async () => {
    const { result } = renderHook(() => useConsoleForm<unknown, Values>({ tenant: '', label: '' }));
    await act(() =>
      result.current.submit(async () => {
        throw new ConsoleApiError(409, { code: 'something.else', message: 'Schon vergeben.' });
      })(),
    );
    expect(result.current.fields).toEqual({});
    expect(result.current.general).toBe('Schon vergeben.');
  });

  it('runs its own check first: refused values send nothing, and its message stands at the field', async () => {
    let sent = 0;
    const { result } = renderHook(() =>
      useConsoleForm<typeof partnerKeyIssueSchema, Values>(
        { tenant: '', label: '' },
        { check: ({ tenant }) => (tenant ? {} : { Tenant: 'Bitte wählen Sie einen Mandanten.' }) },
      ),
    );
    await act(() => result.current.submit(async () => sent++)());
    expect(sent).toBe(0);
    expect(result.current.fields.Tenant).toBe('Bitte wählen Sie einen Mandanten.');

    act(() => result.current.set('tenant')('telko'));
    await act(() =>
      result.current.submit(async (values) => {
        sent++;
        expect(values).toEqual({ tenant: 'telko', label: '' });
        return 'Gespeichert.';
      })(),
    );
    expect(sent).toBe(1);
    expect(result.current.fields).toEqual({});
    expect(result.current.done).toBe('Gespeichert.');
  });

  it('clears the last outcome when the next submit starts', async () => {
    const { result } = renderHook(() => useConsoleForm<unknown, Values>({ tenant: '', label: '' }));
    await act(() => result.current.submit(async () => 'Gespeichert.')());
    expect(result.current.done).toBe('Gespeichert.');
    await act(() =>
      result.current.submit(async () => {
        throw refused([{ path: 'body.Label', message: 'Zu lang.' }]);
      })(),
    );
    expect(result.current.done).toBe('');
    expect(result.current.fields).toEqual({ Label: 'Zu lang.' });
  });
});
