import type {
  PartnerKeyView,
  partnerKeyRevokeSchema,
  partnerKeyRotateSchema,
} from '@kwk/shared/operator/partner-keys.schemas';
import { useEffect, useId, useRef } from 'react';
import { consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SecondaryButton } from '../../ui/secondary-button.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { type Run, TEXTS } from './partner-keys-texts.ts';

type Schema = typeof partnerKeyRotateSchema | typeof partnerKeyRevokeSchema;

/** Rotating (with the overlap) or revoking (with a reason) one key. */
export function KeyActionForm({
  kind,
  partnerKey,
  run,
  onDone,
  onCancel,
}: {
  kind: 'rotate' | 'revoke';
  partnerKey: PartnerKeyView;
  run: Run;
  onDone: (result: { issued?: { key: string; waits: boolean } }) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTexts(TEXTS);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useConsoleForm<Schema, { overlap: string; reason: string }>({ overlap: '24', reason: '' });
  const { bind } = form;
  useEffect(() => heading.current?.focus(), []);

  const submit = form.submit(async ({ overlap, reason }) => {
    const path = `partner-schluessel/${partnerKey.Id}/${kind === 'rotate' ? 'rotation' : 'sperre'}`;
    const body =
      kind === 'rotate'
        ? { OverlapHours: overlap.trim() === '' ? Number.NaN : Number(overlap) }
        : reason.trim()
          ? { Reason: reason }
          : {};
    const answer = await run(() =>
      consoleFetch<{ Key?: string; PartnerKey?: PartnerKeyView }>(path, { method: 'POST', body }),
    );
    await onDone(
      answer.Key ? { issued: { key: answer.Key, waits: answer.PartnerKey?.State === 'pending' } } : {},
    );
  });

  return (
    <section className="ops-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {kind === 'rotate' ? t.rotateHeading : t.revokeHeading}: {partnerKey.Label} ({partnerKey.Tenant})
      </h2>
      <form onSubmit={submit} noValidate>
        {kind === 'rotate' ? (
          <Field
            label={t.overlap}
            hint={t.overlapHint}
            inputMode="numeric"
            {...bind('overlap', 'OverlapHours')}
          />
        ) : (
          <>
            <p>{t.revokeIntro}</p>
            <Field label={t.reasonField} {...bind('reason', 'Reason')} maxLength={500} />
          </>
        )}
        <Notice kind="error">{form.general}</Notice>
        <div className="c-actions">
          <button
            type="submit"
            className={kind === 'rotate' ? 'c-button' : 'c-button c-button-danger'}
            disabled={form.busy}
          >
            {kind === 'rotate' ? t.confirmRotate : t.confirmRevoke}
          </button>
          <SecondaryButton onClick={onCancel}>{t.cancel}</SecondaryButton>
        </div>
      </form>
    </section>
  );
}
