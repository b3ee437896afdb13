import type {
  PartnerKeyView,
  partnerKeyIssueSchema,
  TenantOption,
} from '@kwk/shared/operator/partner-keys.schemas';
import { useId } from 'react';
import { consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { CheckboxGroup } from '../../ui/checkbox-group.tsx';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SelectField } from '../../ui/select-and-text-area-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { tenantSelectOptions } from '../../ui/tenant-choice.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { type Run, TEXTS } from './partner-keys-texts.ts';

const PERMISSIONS = ['events', 'host_sign_in'] as const;

/** Issuing a new key for a tenant's partner, after a fresh confirmation. */
export function IssueKeyForm({
  tenants,
  run,
  onIssued,
}: {
  tenants: TenantOption[];
  run: Run;
  onIssued: (issued: { key: string; waits: boolean }) => Promise<void>;
}) {
  const t = useTexts(TEXTS);
  const id = useId();
  const form = useConsoleForm<
    typeof partnerKeyIssueSchema,
    { tenant: string; label: string; permissions: string[] }
  >({ tenant: '', label: '', permissions: ['events'] });
  const { values, set, bind } = form;
  const submit = form.submit(async ({ tenant, label, permissions }) => {
    const answer = await run(() =>
      consoleFetch<{ Key: string; PartnerKey: PartnerKeyView }>('partner-schluessel', {
        method: 'POST',
        body: { Tenant: tenant, Label: label, Permissions: permissions },
      }),
    );
    set('label')('');
    await onIssued({ key: answer.Key, waits: answer.PartnerKey.State === 'pending' });
  });

  return (
    <section className="ops-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.issueHeading}</h2>
      <form onSubmit={submit} noValidate>
        <SelectField label={t.tenant} {...bind('tenant', 'Tenant')} options={tenantSelectOptions(tenants)} />
        <Field label={t.label} {...bind('label', 'Label')} maxLength={100} />
        <CheckboxGroup
          legend={t.permissions}
          options={PERMISSIONS.map((p) => ({ value: p, label: t[p] }))}
          {...bind('permissions', 'Permissions')}
        />
        {values.permissions.includes('events') && <p className="c-hint">{t.eventsNeedSecond}</p>}
        <Notice kind="error">{form.general}</Notice>
        <SubmitButton busy={form.busy}>{t.issue}</SubmitButton>
      </form>
    </section>
  );
}
