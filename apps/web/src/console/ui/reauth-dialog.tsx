import type { OperatorSession } from '@kwk/shared/operator/operator-session.schemas';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ConsoleApiError, consoleErrorText, consoleFetch, fieldMessages } from '../lib/console-api.ts';
import { useTexts } from '../lib/console-lang.ts';
import { answerWithPasskey, PasskeyCancelled, passkeysSupported } from '../lib/console-passkeys.ts';
import { updateConsoleSession } from '../lib/console-session.ts';
import { Field } from './field.tsx';
import { Notice } from './notice.tsx';

const TEXTS = {
  de: {
    heading: 'Aktion bestätigen',
    intro:
      'Diese Aktion ist folgenreich. Bitte bestätigen Sie sie mit Ihrem Passkey oder dem aktuellen Code Ihrer Authenticator-App.',
    passkey: 'Passkey verwenden',
    or: 'oder mit Code:',
    code: 'Sechsstelliger Code',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
  },
  en: {
    heading: 'Confirm the action',
    intro:
      'This action has consequences. Please confirm it with your passkey or the current code of your authenticator app.',
    passkey: 'Use a passkey',
    or: 'or with a code:',
    code: 'Six-digit code',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
};

/**
 * Runs a dangerous console call (key rotation, erasure, role change): when the server answers
 * `operator.reauth_required`, a modal dialog asks the operator to confirm (passkey or TOTP code), then the call runs once more. `dialog` must be rendered by the caller.
 *
 *   const { run, dialog } = useReauth();
 *   await run(() => consoleFetch('…', { method: 'POST' }));
 */
export function useReauth() {
  const [pending, setPending] = useState<{ resolve: (ok: boolean) => void } | null>(null);
  const ask = useCallback(() => new Promise<boolean>((resolve) => setPending({ resolve })), []);
  const run = useCallback(
    async <T,>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof ConsoleApiError && error.code === 'operator.reauth_required')) throw error;
        if (!(await ask())) throw error;
        return call();
      }
    },
    [ask],
  );
  const dialog = pending ? (
    <ReauthDialog
      onDone={(ok) => {
        pending.resolve(ok);
        setPending(null);
      }}
    />
  ) : null;
  return { run, dialog };
}

/** The confirmation dialog: a native modal <dialog> (focus stays inside, Escape cancels). */
export function ReauthDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const t = useTexts(TEXTS);
  const ref = useRef<HTMLDialogElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    // The code field, whatever `showModal` focused (the passkey button comes first): typing the
    // code is the one thing every operator can do.
    codeField.current?.focus();
    return () => opener?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const fresh = await consoleFetch<Omit<OperatorSession, 'Token'>>('sitzung/bestaetigung/totp', {
        method: 'POST',
        body: { Code: code },
      });
      updateConsoleSession(fresh);
      ref.current?.close();
      onDone(true);
    } catch (failure) {
      setError(failure);
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  const fields = fieldMessages(error);

  const withPasskey = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const fresh = await answerWithPasskey<Omit<OperatorSession, 'Token'>>(
        'sitzung/bestaetigung/passkey/optionen',
        'sitzung/bestaetigung/passkey',
      );
      updateConsoleSession(fresh);
      ref.current?.close();
      onDone(true);
    } catch (failure) {
      if (!(failure instanceof PasskeyCancelled)) setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={ref} className="c-dialog" aria-labelledby="reauth-heading" onCancel={() => onDone(false)}>
      <form onSubmit={submit} noValidate>
        <h2 id="reauth-heading">{t.heading}</h2>
        <p>{t.intro}</p>
        {passkeysSupported() && (
          <>
            <div className="c-actions">
              <button type="button" className="c-button" disabled={busy} onClick={withPasskey}>
                {t.passkey}
              </button>
            </div>
            <p>{t.or}</p>
          </>
        )}
        <Field
          label={t.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={setCode}
          error={fields.Code}
          inputRef={codeField}
        />
        <Notice kind="error">{error && !fields.Code ? consoleErrorText(error) : null}</Notice>
        <div className="c-actions">
          <button type="submit" className="c-button" disabled={busy}>
            {t.confirm}
          </button>
          <button
            type="button"
            className="c-button c-button-secondary"
            onClick={() => {
              ref.current?.close();
              onDone(false);
            }}
          >
            {t.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
