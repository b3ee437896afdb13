import type { OwnPasskey } from '@kwk/shared/operator/operator-passkeys.schemas';
import { useCallback, useEffect, useState } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { PasskeyCancelled, passkeysSupported, registerPasskey } from '../../lib/console-passkeys.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useReauth } from '../../ui/reauth-dialog.tsx';
import { displayDateTime } from './date-time.ts';
import './operators.css';

const TEXTS = {
  de: {
    heading: 'Mein Zugang',
    caption: 'Ihre Passkeys',
    label: 'Name',
    created: 'Eingerichtet',
    lastUsed: 'Zuletzt verwendet',
    none: 'Sie haben noch keinen Passkey; Sie melden sich mit der Authenticator-App an.',
    add: 'Weiteren Passkey hinzufügen',
    newLabel: 'Name des neuen Passkeys (optional)',
    addButton: 'Passkey hinzufügen',
    added: 'Der Passkey ist hinzugefügt.',
    unnamed: 'ohne Namen',
    unsupported: 'Dieser Browser unterstützt keine Passkeys.',
  },
  en: {
    heading: 'My access',
    caption: 'Your passkeys',
    label: 'Name',
    created: 'Set up',
    lastUsed: 'Last used',
    none: 'You have no passkey yet; you sign in with the authenticator app.',
    add: 'Add another passkey',
    newLabel: 'Name of the new passkey (optional)',
    addButton: 'Add passkey',
    added: 'The passkey is added.',
    unnamed: 'unnamed',
    unsupported: 'This browser does not support passkeys.',
  },
};

/** The signed-in operator's passkeys, and adding another (after a fresh confirmation). */
export default function MyAccessScreen() {
  const t = useTexts(TEXTS);
  const { run, dialog } = useReauth();
  const [keys, setKeys] = useState<OwnPasskey[]>();
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [message, setMessage] = useState('');

  const load = useCallback(async () => {
    try {
      setKeys(await consoleFetch<OwnPasskey[]>('sitzung/passkeys'));
    } catch (failure) {
      setError(failure);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const add = async () => {
    setBusy(true);
    setError(undefined);
    setMessage('');
    try {
      await run(() => registerPasskey('sitzung/passkeys/optionen', 'sitzung/passkeys', label.trim()));
      setLabel('');
      setMessage(t.added);
      await load();
    } catch (failure) {
      if (!(failure instanceof PasskeyCancelled)) setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const fields = fieldMessages(error);

  return (
    <>
      <h1>{t.heading}</h1>
      {dialog}
      <Notice kind="success">{message || null}</Notice>
      <Notice kind="error">{error && !fields.Label ? consoleErrorText(error) : null}</Notice>
      {keys &&
        (keys.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <div className="c-table-wrap">
            <table className="c-table">
              <caption>{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.label}</th>
                  <th scope="col">{t.created}</th>
                  <th scope="col">{t.lastUsed}</th>
                </tr>
              </thead>
              <tbody>
                {keys.map((k) => (
                  <tr key={k.Id}>
                    <th scope="row">{k.Label || t.unnamed}</th>
                    <td>{displayDateTime(k.CreatedAt)}</td>
                    <td>{displayDateTime(k.LastUsedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      <section aria-labelledby="access-add" className="c-section">
        <h2 id="access-add">{t.add}</h2>
        {passkeysSupported() ? (
          <>
            <Field label={t.newLabel} value={label} onChange={setLabel} maxLength={60} error={fields.Label} />
            <button type="button" className="c-button" disabled={busy} onClick={add}>
              {t.addButton}
            </button>
          </>
        ) : (
          <p>{t.unsupported}</p>
        )}
      </section>
    </>
  );
}
