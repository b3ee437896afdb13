import type { TenantOption } from '@kwk/shared/operator/partner-keys.schemas';
import type { WebhookEndpointView, webhookCreateSchema } from '@kwk/shared/operator/webhooks.schemas';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@kwk/shared/webhooks/webhook-events';
import { useEffect, useId, useRef } from 'react';
import { consoleFetch } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { CheckboxGroup } from '../../ui/checkbox-group.tsx';
import { Field } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SelectField } from '../../ui/select-and-text-area-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { tenantSelectOptions } from '../../ui/tenant-choice.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { type Run, TEXTS } from './webhooks-texts.ts';

type Values = { tenant: string; url: string; description: string; events: string[] };

/**
 * A new endpoint (with its tenant; the answer's secret is shown once) or an existing one's
 * address, description and events; each after a fresh confirmation.
 */
export function EndpointForm({
  tenants,
  editing,
  run,
  onSaved,
  onCancel,
}: {
  tenants: TenantOption[];
  editing?: WebhookEndpointView;
  run: Run;
  onSaved: (answer: { secret?: string }) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useConsoleForm<typeof webhookCreateSchema, Values>({
    tenant: editing?.Tenant ?? '',
    url: editing?.Url ?? '',
    description: editing?.Description ?? '',
    events: editing?.EventTypes ?? [],
  });
  const { bind } = form;
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);

  const submit = form.submit(async ({ tenant, url, description, events }) => {
    const body = { Url: url, Description: description, EventTypes: events };
    if (editing) {
      await run(() => consoleFetch(`webhooks/${editing.Id}`, { method: 'PUT', body }));
      await onSaved({});
      return;
    }
    const answer = await run(() =>
      consoleFetch<{ Secret: string }>('webhooks', { method: 'POST', body: { Tenant: tenant, ...body } }),
    );
    form.setValues({ tenant, url: '', description: '', events: [] });
    await onSaved({ secret: answer.Secret });
  });

  return (
    <section className="ops-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {editing ? `${t.editHeading}: ${editing.Url}` : t.createHeading}
      </h2>
      <form onSubmit={submit} noValidate>
        {!editing && (
          <SelectField
            label={t.tenant}
            {...bind('tenant', 'Tenant')}
            options={tenantSelectOptions(tenants)}
          />
        )}
        <Field label={t.url} hint={t.urlHint} type="url" {...bind('url', 'Url')} maxLength={2000} />
        <Field label={t.description} {...bind('description', 'Description')} maxLength={200} />
        <CheckboxGroup
          legend={t.events}
          options={WEBHOOK_EVENT_TYPES.map((type) => ({
            value: type,
            label: (
              <>
                {WEBHOOK_EVENT_LABELS[type][lang]} (<code>{type}</code>)
              </>
            ),
          }))}
          {...bind('events', 'EventTypes')}
        />
        <Notice kind="error">{form.general}</Notice>
        {onCancel ? (
          <FormActions save={t.save} cancel={t.cancel} busy={form.busy} onCancel={onCancel} />
        ) : (
          <SubmitButton busy={form.busy}>{t.create}</SubmitButton>
        )}
      </form>
    </section>
  );
}
