import type { OwnPasskey } from '@kwk/shared/operator/operator-passkeys.schemas';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { passkeysSupported, registerPasskey } from '../../lib/console-passkeys.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Field } from '../../ui/field.tsx';
import { FormSection, Section } from '../../ui/form-section.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useReauth } from '../../ui/reauth-dialog.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { displayDateTime } from './date-time.ts';
import './operators.css';
import { SubmitButton } from '../../ui/submit-button.tsx';

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
  const keysQuery = useConsoleQuery<OwnPasskey[]>('sitzung/passkeys');
  const form = useConsoleForm({ label: '' });

  const add = form.submit(async ({ label }) => {
    await run(() => registerPasskey('sitzung/passkeys/optionen', 'sitzung/passkeys', label.trim()));
    form.setValues({ label: '' });
    form.setDone(t.added);
    await keysQuery.reload();
  });

  return (
    <>
      <h1>{t.heading}</h1>
      {dialog}
      <Notice kind="error">{keysQuery.error ? consoleErrorText(keysQuery.error) : null}</Notice>
      <DataTable
        caption={t.caption}
        rows={keysQuery.data}
        failed={keysQuery.error}
        rowKey={(k) => k.Id}
        empty={t.none}
        emptyAlone
        columns={[
          { header: t.label, cell: (k) => k.Label || t.unnamed, rowHeader: true },
          { header: t.created, cell: (k) => displayDateTime(k.CreatedAt) },
          { header: t.lastUsed, cell: (k) => displayDateTime(k.LastUsedAt) },
        ]}
      />
      {passkeysSupported() ? (
        <FormSection id="access-add" heading={t.add} form={form} onSubmit={add}>
          <Field label={t.newLabel} {...form.bind('label', 'Label')} maxLength={60} />
          <SubmitButton busy={form.busy}>{t.addButton}</SubmitButton>
        </FormSection>
      ) : (
        <Section id="access-add" heading={t.add}>
          <p>{t.unsupported}</p>
        </Section>
      )}
    </>
  );
}
