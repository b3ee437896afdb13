import type { TenantSummary } from '@kwk/shared/operator/tenants.schemas';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { Notice } from '../../ui/notice.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { createTenant } from './api/tenants-api.ts';
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
  const tenants = useConsoleQuery<TenantSummary[]>('mandanten');
  const form = useConsoleForm({ key: '', name: '', copyFrom: '' });
  const { values, set, busy } = form;

  const submit = form.submit(async ({ key, name, copyFrom }) => {
    const created = await createTenant({ Key: key, Name: name, ...(copyFrom ? { CopyFrom: copyFrom } : {}) });
    navigate(`/mandanten/${created.Key}`, { state: { created: true } });
  });
  const error = form.error ?? tenants.error;
  const errors = fieldErrorsByPath(error);
  /** A text field's value and change, and the messages of the body field it fills. */
  const textField = (name: 'key' | 'name', path: 'Key' | 'Name') => ({
    value: values[name],
    onChange: set(name),
    errors: errors[path],
  });

  return (
    <>
      <h1>{t.heading}</h1>
      <form onSubmit={submit} noValidate>
        <TextInput label={t.key} hint={t.keyHint} {...textField('key', 'Key')} />
        <TextInput label={t.name} {...textField('name', 'Name')} />
        <div className="c-field">
          <label htmlFor={copyId}>{t.copy}</label>
          <select id={copyId} value={values.copyFrom} onChange={(e) => set('copyFrom')(e.target.value)}>
            <option value="">{t.copyNone}</option>
            {(tenants.data ?? []).map((tenant) => (
              <option key={tenant.Key} value={tenant.Key}>
                {tenant.Name} ({tenant.Key})
              </option>
            ))}
          </select>
        </div>
        <Notice kind="error">{error && !errors.Key && !errors.Name ? consoleErrorText(error) : null}</Notice>
        <SubmitButton busy={busy}>{busy ? t.busy : t.submit}</SubmitButton>
      </form>
    </>
  );
}
