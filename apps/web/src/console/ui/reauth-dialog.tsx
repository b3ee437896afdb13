import type { OperatorSession } from '@kwk/shared/operator/operator-session.schemas';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { ConsoleApiError, consoleErrorText, consoleFetch, fieldMessages } from '../lib/console-api.ts';
import { useTexts } from '../lib/console-lang.ts';
import { answerWithPasskey, passkeysSupported } from '../lib/console-passkeys.ts';
import { updateConsoleSession } from '../lib/console-session.ts';
import { useConsoleMutation } from '../lib/use-console-query.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { Notice } from './notice.tsx';
import { OneTimeCodeField } from './second-factor.tsx';
import { SubmitButton } from './submit-button.tsx';

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
  const { busy, error, run } = useConsoleMutation();

  const confirmed = (fresh: Omit<OperatorSession, 'Token'>) => {
    updateConsoleSession(fresh);
    ref.current?.close();
    onDone(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const fresh = await consoleFetch<Omit<OperatorSession, 'Token'>>('sitzung/bestaetigung/totp', {
        method: 'POST',
        body: { Code: code },
      }).catch((failure) => {
        setCode('');
        throw failure;
      });
      confirmed(fresh);
    });
  };
  const withPasskey = () =>
    run(async () =>
      confirmed(
        await answerWithPasskey<Omit<OperatorSession, 'Token'>>(
          'sitzung/bestaetigung/passkey/optionen',
          'sitzung/bestaetigung/passkey',
        ),
      ),
    );
  const fields = fieldMessages(error);

  // The focus goes to the code field, whatever `showModal` focused (the passkey button comes
  // first): typing the code is the one thing every operator can do.
  return (
    <ModalDialog
      labelledBy="reauth-heading"
      dialogRef={ref}
      initialFocus={codeField}
      onCancel={() => onDone(false)}
    >
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
        <OneTimeCodeField
          label={t.code}
          value={code}
          onChange={setCode}
          error={fields.Code}
          inputRef={codeField}
        />
        <Notice kind="error">{error && !fields.Code ? consoleErrorText(error) : null}</Notice>
        <div className="c-actions">
          <SubmitButton busy={busy}>{t.confirm}</SubmitButton>
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
    </ModalDialog>
  );
}
