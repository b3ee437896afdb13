import type { TenantOption } from '@kwk/shared/operator/partner-keys.schemas';
import type { WebhookEndpointView } from '@kwk/shared/operator/webhooks.schemas';
import { useState } from 'react';
import { consoleErrorText, consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleSession } from '../../lib/console-session.ts';
import { fillText } from '../../lib/fill-text.ts';
import { useConsoleMutation, useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { OneTimeSecret } from '../../ui/one-time-secret.tsx';
import { useReauth } from '../../ui/reauth-dialog.tsx';
import { formatTime } from '../operations-ui/format.ts';
import '../operations-ui/operations.css';
import { TenantFilterForm } from '../operations-ui/filter-form.tsx';
import { DeliveriesPanel } from './deliveries-panel.tsx';
import { EndpointForm } from './endpoint-form.tsx';
import { RotateSecretForm } from './rotate-secret-form.tsx';
import { TEXTS } from './webhooks-texts.ts';

type Open = { kind: 'deliveries' | 'edit' | 'rotate'; endpoint: WebhookEndpointView };

/**
 * The tenants' webhook endpoints (issue 31): the list for admins; create, edit, switch, rotate the
 * secret, send a test event, and each endpoint's deliveries, every change after a fresh confirmation.
 */
export default function WebhooksScreen() {
  const t = useTexts(TEXTS);
  const session = useConsoleSession();
  const canManage = session?.Operator.Rights.includes('webhooks.manage') ?? false;
  const [shown, setShown] = useState('');
  const [secret, setSecret] = useState('');
  const [open, setOpen] = useState<Open>();
  const { run, dialog } = useReauth();
  const action = useConsoleMutation();
  const list = useConsoleQuery<{ Endpoints: WebhookEndpointView[]; Tenants: TenantOption[] }>('webhooks', {
    query: { tenant: shown },
  });
  const endpoints = list.data?.Endpoints;
  const tenants = list.data?.Tenants ?? [];
  const error = action.error ?? list.error;

  const act = (endpoint: WebhookEndpointView, path: string, message: string) =>
    action.run(
      async () => {
        await run(() => consoleFetch(`webhooks/${endpoint.Id}/${path}`, { method: 'POST' }));
        action.setDone(message);
        await list.reload();
      },
      { busy: false },
    );
  const stateText = (e: WebhookEndpointView) =>
    [
      e.Enabled ? t.on : e.DisabledReason === 'failing' ? t.offFailing : t.off,
      e.FailingSince && `${t.failingSince} ${formatTime(e.FailingSince)}`,
      e.PreviousSecretUntil && `${t.previousUntil} ${formatTime(e.PreviousSecretUntil)}`,
    ]
      .filter(Boolean)
      .join('; ');
  const button = (label: string, endpoint: WebhookEndpointView, onClick: () => void) => (
    <button type="button" className="c-link" aria-label={`${label}: ${endpoint.Url}`} onClick={onClick}>
      {label}
    </button>
  );

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <TenantFilterForm texts={t} tenants={tenants} onApply={setShown} />
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      {secret && (
        <OneTimeSecret label={t.secretLabel} note={t.secretNote} value={secret} testId="new-webhook-secret" />
      )}
      <Notice kind="success">{action.done || null}</Notice>
      {endpoints && (
        <DataTable
          caption={`${t.list} (${endpoints.length})`}
          rows={endpoints}
          rowKey={(e) => e.Id}
          empty={t.none}
          columns={[
            { header: t.tenant, cell: (e) => e.Tenant },
            { header: t.url, cell: (e) => <code>{e.Url}</code>, rowHeader: true },
            { header: t.description, cell: (e) => e.Description || '–' },
            { header: t.events, cell: (e) => e.EventTypes.join(', ') },
            { header: t.state, cell: stateText },
            {
              header: t.deliveriesCount,
              cell: (e) =>
                fillText(t.countsText, {
                  delivered: String(e.Counts.delivered),
                  pending: String(e.Counts.pending),
                  failed: String(e.Counts.failed),
                }),
            },
            {
              header: t.actions,
              cell: (e) => (
                <span className="c-actions">
                  {button(t.deliveries, e, () => setOpen({ kind: 'deliveries', endpoint: e }))}
                  {canManage && (
                    <>
                      {button(t.edit, e, () => setOpen({ kind: 'edit', endpoint: e }))}
                      {e.Enabled
                        ? button(t.disable, e, () => act(e, 'ausschalten', t.disabled))
                        : button(t.enable, e, () => act(e, 'einschalten', t.enabled))}
                      {button(t.rotate, e, () => setOpen({ kind: 'rotate', endpoint: e }))}
                      {button(t.test, e, () => act(e, 'test', t.testSent))}
                    </>
                  )}
                </span>
              ),
            },
          ]}
        />
      )}
      {open?.kind === 'deliveries' && (
        <DeliveriesPanel
          key={open.endpoint.Id}
          endpoint={open.endpoint}
          canManage={canManage}
          run={run}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'edit' && (
        <EndpointForm
          key={`edit-${open.endpoint.Id}`}
          tenants={tenants}
          editing={open.endpoint}
          run={run}
          onSaved={async () => {
            setOpen(undefined);
            action.setDone(t.saved);
            await list.reload();
          }}
          onCancel={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'rotate' && (
        <RotateSecretForm
          key={`rotate-${open.endpoint.Id}`}
          endpoint={open.endpoint}
          run={run}
          onRotated={async (fresh) => {
            setOpen(undefined);
            action.setDone('');
            setSecret(fresh);
            await list.reload();
          }}
          onCancel={() => setOpen(undefined)}
        />
      )}
      {canManage && (
        <EndpointForm
          tenants={tenants}
          run={run}
          onSaved={async ({ secret: fresh }) => {
            action.setDone('');
            if (fresh) setSecret(fresh);
            await list.reload();
          }}
        />
      )}
      {dialog}
    </>
  );
}
