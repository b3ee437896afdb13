import type { PartnerKeyView, TenantOption } from '@kwk/shared/operator/partner-keys.schemas';
import { useState } from 'react';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleSession } from '../../lib/console-session.ts';
import { useConsoleMutation, useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { OneTimeSecret } from '../../ui/one-time-secret.tsx';
import { useReauth } from '../../ui/reauth-dialog.tsx';
import { formatTime } from '../operations-ui/format.ts';
import '../operations-ui/operations.css';
import { TenantFilterForm } from '../operations-ui/filter-form.tsx';
import { IssueKeyForm } from './issue-key-form.tsx';
import { KeyActionForm } from './key-action-form.tsx';
import { KeyApprovalActions } from './key-approval-actions.tsx';
import { TEXTS, type Texts } from './partner-keys-texts.ts';

/** Partner keys per tenant: the list for admins; issue, rotate and revoke after a fresh confirmation. */
export default function PartnerKeysScreen() {
  const t = useTexts(TEXTS);
  const session = useConsoleSession();
  const canManage = session?.Operator.Rights.includes('partnerKeys.manage') ?? false;
  const [shown, setShown] = useState('');
  // An approval's outcome: its failure shows where a failed load does; the next good load clears it.
  const action = useConsoleMutation();
  const { setError: setActionError, done, setDone } = action;
  const [issued, setIssued] = useState<{ key: string; waits: boolean }>();
  const [acting, setActing] = useState<{ kind: 'rotate' | 'revoke'; key: PartnerKeyView }>();
  const { run, dialog } = useReauth();
  const list = useConsoleQuery<{ Keys: PartnerKeyView[]; Tenants: TenantOption[] }>('partner-schluessel', {
    query: { tenant: shown },
    onData: () => setActionError(undefined),
  });
  const keys = list.data?.Keys;
  const tenants = list.data?.Tenants ?? [];
  const error = action.error ?? list.error;

  const stateText = (key: PartnerKeyView) =>
    key.State === 'expiring' ? `${t.expiring} ${formatTime(key.ExpiresAt)}` : t[key.State];

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <TenantFilterForm texts={t} tenants={tenants} onApply={setShown} />
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      {issued && (
        <OneTimeSecret
          label={t.newKeyField}
          note={`${t.newKey}${issued.waits ? ` ${t.newKeyWaits}` : ''}`}
          value={issued.key}
          testId="new-partner-key"
        />
      )}
      <Notice kind="success">{done || null}</Notice>
      {keys && (
        <DataTable
          caption={`${t.list} (${keys.length})`}
          rows={keys}
          rowKey={(key) => key.Id}
          empty={t.none}
          columns={[
            { header: t.tenant, cell: (key) => key.Tenant },
            {
              header: t.label,
              cell: (key) => `${key.Label}${key.Demo ? ` (${t.demo})` : ''}`,
              rowHeader: true,
            },
            { header: t.prefix, cell: (key) => <code>{key.Prefix ? `${key.Prefix}…` : '–'}</code> },
            {
              header: t.permissions,
              cell: (key) => key.Permissions.map((p) => (p in t ? t[p as keyof Texts] : p)).join(', '),
            },
            { header: t.created, cell: (key) => formatTime(key.CreatedAt) },
            { header: t.lastUse, cell: (key) => (key.LastUsedAt ? formatTime(key.LastUsedAt) : t.never) },
            { header: t.state, cell: stateText },
            { header: t.issuedBy, cell: (key) => key.IssuedBy ?? '–' },
            canManage && {
              header: t.actions,
              cell: (key) =>
                key.State !== 'revoked' &&
                key.State !== 'expired' && (
                  <span className="c-actions">
                    {key.State === 'pending' ? (
                      <KeyApprovalActions
                        partnerKey={key}
                        run={run}
                        onDone={async (message) => {
                          setActionError(undefined);
                          setDone(message);
                          await list.reload();
                        }}
                        onError={setActionError}
                      />
                    ) : (
                      <button
                        type="button"
                        className="c-link"
                        aria-label={`${t.rotate}: ${key.Label}`}
                        onClick={() => setActing({ kind: 'rotate', key })}
                      >
                        {t.rotate}
                      </button>
                    )}
                    <button
                      type="button"
                      className="c-link"
                      aria-label={`${t.revoke}: ${key.Label}`}
                      onClick={() => setActing({ kind: 'revoke', key })}
                    >
                      {t.revoke}
                    </button>
                  </span>
                ),
            },
          ]}
        />
      )}
      {acting && (
        <KeyActionForm
          key={`${acting.kind}-${acting.key.Id}`}
          kind={acting.kind}
          partnerKey={acting.key}
          run={run}
          onDone={async (result) => {
            setActing(undefined);
            setIssued(result.issued);
            setDone(result.issued ? '' : t.revokedDone);
            await list.reload();
          }}
          onCancel={() => setActing(undefined)}
        />
      )}
      {canManage && (
        <IssueKeyForm
          tenants={tenants}
          run={run}
          onIssued={async (key) => {
            setDone('');
            setIssued(key);
            await list.reload();
          }}
        />
      )}
      {dialog}
    </>
  );
}
