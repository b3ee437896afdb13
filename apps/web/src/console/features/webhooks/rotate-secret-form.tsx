import type { WebhookEndpointView, webhookRotateSchema } from '@kwk/shared/operator/webhooks.schemas';
import { useEffect, useId, useRef } from 'react';
import { consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { type Run, TEXTS } from './webhooks-texts.ts';

/** A new signing secret for one endpoint; the old one signs beside it for the overlap. */
export function RotateSecretForm({
  endpoint,
  run,
  onRotated,
  onCancel,
}: {
  endpoint: WebhookEndpointView;
  run: Run;
  onRotated: (secret: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTexts(TEXTS);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useConsoleForm<typeof webhookRotateSchema, { overlap: string }>({ overlap: '24' });
  useEffect(() => heading.current?.focus(), []);
  const submit = form.submit(async ({ overlap }) => {
    const answer = await run(() =>
      consoleFetch<{ Secret: string }>(`webhooks/${endpoint.Id}/rotation`, {
        method: 'POST',
        body: { OverlapHours: overlap.trim() === '' ? Number.NaN : Number(overlap) },
      }),
    );
    await onRotated(answer.Secret);
  });

  return (
    <section className="ops-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {t.rotateHeading}: {endpoint.Url} ({endpoint.Tenant})
      </h2>
      <form onSubmit={submit} noValidate>
        <Field
          label={t.overlap}
          hint={t.overlapHint}
          inputMode="numeric"
          {...form.bind('overlap', 'OverlapHours')}
        />
        <Notice kind="error">{form.general}</Notice>
        <FormActions save={t.confirmRotate} cancel={t.cancel} busy={form.busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
