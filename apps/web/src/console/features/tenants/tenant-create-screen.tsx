import type { TenantSummary } from '@kwk/shared/operator/tenants.schemas';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { Notice } from '../../ui/notice.tsx';
import { createTenant, listTenants } from './api/tenants-api.ts';
import { TextInput } from './components/form-controls.tsx';
import { fieldErrorsByPath } from './field-errors.ts';

const TEXTS = {
  de: {
    heading: 'Neuen Mandanten anlegen',
    key: 'Schlüssel (API-Route)',
    keyHint:
      'Kleinbuchstaben, Ziffern und Bindestriche. Der Mandant ist danach unter http://<schlüssel>.localhost erreichbar; der Schlüssel lässt sich nicht mehr ändern.',
    name: 'Name der Marke',
    copy: 'Einstellungen übernehmen von',
    copyNone: 'keinem Mandanten (Grundeinstellungen)',
    submit: 'Mandanten anlegen',
    busy: 'Wird angelegt …',
  },
  en: {
    heading: 'Create a tenant',
    key: 'Key (API route)',
    keyHint:
      'Lower-case letters, digits and hyphens. The tenant then answers at http://<key>.localhost; the key cannot be changed later.',
    name: 'Brand name',
    copy: 'Copy the settings of',
    copyNone: 'no tenant (defaults)',
    submit: 'Create tenant',
    busy: 'Creating …',
  },
};

/** A new tenant: key, name, and whose configuration to start from. */
export default function TenantCreateScreen() {
  const t = useTexts(TEXTS);
  const navigate = useNavigate();
  const copyId = useId();
  const [key, setKey] = useState('');
  const [name, setName] = useState('');
  const [copyFrom, setCopyFrom] = useState('');
  const [tenants, setTenants] = useState<TenantSummary[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    listTenants().then(setTenants, setError);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const created = await createTenant({
        Key: key,
        Name: name,
        ...(copyFrom ? { CopyFrom: copyFrom } : {}),
      });
      navigate(`/mandanten/${created.Key}`, { state: { created: true } });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const errors = fieldErrorsByPath(error);

  return (
    <>
      <h1>{t.heading}</h1>
      <form onSubmit={submit} noValidate>
        <TextInput label={t.key} hint={t.keyHint} value={key} onChange={setKey} errors={errors.Key} />
        <TextInput label={t.name} value={name} onChange={setName} errors={errors.Name} />
        <div className="c-field">
          <label htmlFor={copyId}>{t.copy}</label>
          <select id={copyId} value={copyFrom} onChange={(e) => setCopyFrom(e.target.value)}>
            <option value="">{t.copyNone}</option>
            {tenants.map((tenant) => (
              <option key={tenant.Key} value={tenant.Key}>
                {tenant.Name} ({tenant.Key})
              </option>
            ))}
          </select>
        </div>
        <Notice kind="error">{error && !errors.Key && !errors.Name ? consoleErrorText(error) : null}</Notice>
        <button type="submit" className="c-button" disabled={busy}>
          {busy ? t.busy : t.submit}
        </button>
      </form>
    </>
  );
}
