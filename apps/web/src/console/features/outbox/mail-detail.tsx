import type { OutboxItem } from '@kwk/shared/operator/outbox.schemas';
import { useId, useRef } from 'react';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { Notice } from '../../ui/notice.tsx';
import { SecondaryButton } from '../../ui/secondary-button.tsx';
import { formatTime } from '../operations-ui/format.ts';
import { TEXTS } from './outbox-texts.ts';

/** One mail with its whole address (the operator opened it), never its text. */
export function MailDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useTexts(TEXTS);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data: mail, error } = useConsoleQuery<OutboxItem>(`postausgang/${id}`, {
    onData: () => heading.current?.focus(),
  });
  return (
    <section className="ops-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t.detailHeading}
        {mail ? `: ${mail.Subject}` : ''}
      </h2>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      {mail && (
        <dl className="ops-dl">
          <dt>{t.to}</dt>
          <dd>{mail.To}</dd>
          <dt>{t.tenant}</dt>
          <dd>{mail.Tenant ?? t.noTenant}</dd>
          <dt>{t.template}</dt>
          <dd>{mail.Template}</dd>
          <dt>{t.status}</dt>
          <dd>{t[mail.Status]}</dd>
          <dt>{t.attempts}</dt>
          <dd>{mail.Attempts}</dd>
          <dt>{t.lastError}</dt>
          <dd>{mail.LastError ?? '–'}</dd>
          <dt>{t.created}</dt>
          <dd>{formatTime(mail.CreatedAt)}</dd>
          <dt>{t.sentAt}</dt>
          <dd>{formatTime(mail.SentAt)}</dd>
          <dt>{t.nextAttempt}</dt>
          <dd>{formatTime(mail.NextAttemptAt)}</dd>
        </dl>
      )}
      <div className="c-actions">
        <SecondaryButton onClick={onClose}>{t.close}</SecondaryButton>
      </div>
    </section>
  );
}
