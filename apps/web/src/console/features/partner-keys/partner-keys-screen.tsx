import type { PartnerKeyView, TenantOption } from '@kwk/shared/operator/partner-keys.schemas';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleSession } from '../../lib/console-session.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useReauth } from '../../ui/reauth-dialog.tsx';
import { formatTime } from '../operations-ui/format.ts';
import '../operations-ui/operations.css';
import { SelectField } from '../operations-ui/select-field.tsx';
import { KeyApprovalActions } from './key-approval-actions.tsx';

const TEXTS = {
  de: {
    heading: 'Partner-Schlüssel',
    intro:
      'Schlüssel, mit denen die Systeme der Partner Events senden und Nutzer anmelden. Ein Schlüssel wird nur beim Ausgeben gezeigt und nur als Hash gespeichert.',
    tenant: 'Mandant',
    allTenants: 'Alle Mandanten',
    show: 'Anzeigen',
    list: 'Schlüssel',
    label: 'Bezeichnung',
    prefix: 'Anfang',
    permissions: 'Berechtigungen',
    created: 'Angelegt',
    lastUse: 'Letzte Nutzung',
    state: 'Zustand',
    issuedBy: 'Ausgegeben von',
    actions: 'Aktionen',
    events: 'Events senden',
    host_sign_in: 'Anmeldung aus dem Host-System',
    pending: 'wartet auf Freigabe',
    active: 'aktiv',
    expiring: 'läuft ab am',
    expired: 'abgelaufen',
    revoked: 'gesperrt',
    demo: 'Demo',
    never: 'nie',
    rotate: 'Rotieren',
    revoke: 'Sperren',
    none: 'Keine Schlüssel.',
    issueHeading: 'Neuen Schlüssel ausgeben',
    issue: 'Schlüssel ausgeben',
    newKey: 'Neuer Schlüssel – wird nur jetzt angezeigt. Bitte sicher an den Partner übergeben.',
    newKeyField: 'Neuer Schlüssel',
    newKeyWaits:
      'Er darf Events senden und funktioniert erst, wenn eine andere Administratorin oder ein anderer Administrator ihn freigibt (Vier-Augen-Prinzip).',
    eventsNeedSecond:
      'Ein Schlüssel, der Events senden darf, funktioniert erst nach der Freigabe durch eine zweite Administratorin oder einen zweiten Administrator.',
    rotateHeading: 'Schlüssel rotieren',
    overlap: 'Überlappung in Stunden',
    overlapHint:
      'So lange funktioniert der alte Schlüssel neben dem neuen weiter (0 bis 168, Standard 24). Darf der Schlüssel Events senden, wartet der neue auf Freigabe; der alte funktioniert bis dahin weiter, die Überlappung beginnt mit der Freigabe.',
    confirmRotate: 'Neuen Schlüssel ausgeben und alten auslaufen lassen',
    revokeHeading: 'Schlüssel sperren',
    revokeIntro: 'Der Schlüssel wird sofort abgewiesen.',
    reasonField: 'Grund (optional)',
    confirmRevoke: 'Jetzt sperren',
    cancel: 'Abbrechen',
    revokedDone: 'Der Schlüssel ist gesperrt.',
  },
  en: {
    heading: 'Partner keys',
    intro:
      'Keys the partners’ systems send events and sign users in with. A key is shown only when it is issued and stored only as a hash.',
    tenant: 'Tenant',
    allTenants: 'All tenants',
    show: 'Show',
    list: 'Keys',
    label: 'Label',
    prefix: 'Start',
    permissions: 'Permissions',
    created: 'Created',
    lastUse: 'Last use',
    state: 'State',
    issuedBy: 'Issued by',
    actions: 'Actions',
    events: 'Send events',
    host_sign_in: 'Sign-in from the host system',
    pending: 'waiting for approval',
    active: 'active',
    expiring: 'expires on',
    expired: 'expired',
    revoked: 'revoked',
    demo: 'demo',
    never: 'never',
    rotate: 'Rotate',
    revoke: 'Revoke',
    none: 'No keys.',
    issueHeading: 'Issue a new key',
    issue: 'Issue the key',
    newKey: 'New key – shown only now. Please hand it to the partner securely.',
    newKeyField: 'New key',
    newKeyWaits:
      'It may send events and works only once another administrator approves it (four-eyes principle).',
    eventsNeedSecond: 'A key that may send events works only once a second administrator approves it.',
    rotateHeading: 'Rotate the key',
    overlap: 'Overlap in hours',
    overlapHint:
      'The old key keeps working beside the new one this long (0 to 168, default 24). If the key may send events, the new one waits for approval; the old one works until then, and the overlap starts with the approval.',
    confirmRotate: 'Issue a new key and let the old one run out',
    revokeHeading: 'Revoke the key',
    revokeIntro: 'The key is refused at once.',
    reasonField: 'Reason (optional)',
    confirmRevoke: 'Revoke now',
    cancel: 'Cancel',
    revokedDone: 'The key is revoked.',
  },
};

type Texts = (typeof TEXTS)['de'];
const PERMISSIONS = ['events', 'host_sign_in'] as const;

/** Partner keys per tenant: the list for admins; issue, rotate and revoke after a fresh confirmation. */
export default function PartnerKeysScreen() {
  const t = useTexts(TEXTS);
  const session = useConsoleSession();
  const canManage = session?.Operator.Rights.includes('partnerKeys.manage') ?? false;
  const [tenant, setTenant] = useState('');
  const [shown, setShown] = useState('');
  const [keys, setKeys] = useState<PartnerKeyView[]>();
  const [tenants, setTenants] = useState<TenantOption[]>([]);
  const [error, setError] = useState<unknown>();
  const [issued, setIssued] = useState<{ key: string; waits: boolean }>();
  const [done, setDone] = useState('');
  const [acting, setActing] = useState<{ kind: 'rotate' | 'revoke'; key: PartnerKeyView }>();
  const { run, dialog } = useReauth();

  const load = useCallback(async () => {
    try {
      const answer = await consoleFetch<{ Keys: PartnerKeyView[]; Tenants: TenantOption[] }>(
        'partner-schluessel',
        {
          query: { tenant: shown },
        },
      );
      setKeys(answer.Keys);
      setTenants(answer.Tenants);
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }, [shown]);
  useEffect(() => {
    void load();
  }, [load]);

  const stateText = (key: PartnerKeyView) =>
    key.State === 'expiring' ? `${t.expiring} ${formatTime(key.ExpiresAt)}` : t[key.State];

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <form
        className="ops-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setShown(tenant);
        }}
      >
        <SelectField
          label={t.tenant}
          value={tenant}
          onChange={setTenant}
          options={[
            { value: '', label: t.allTenants },
            ...tenants.map((x) => ({ value: x.Key, label: `${x.Name} (${x.Key})` })),
          ]}
        />
        <div className="c-field">
          <button type="submit" className="c-button">
            {t.show}
          </button>
        </div>
      </form>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      {issued && <OneTimeKey texts={t} value={issued.key} waits={issued.waits} />}
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
                          setError(undefined);
                          setDone(message);
                          await load();
                        }}
                        onError={setError}
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
        <KeyAction
          key={`${acting.kind}-${acting.key.Id}`}
          kind={acting.kind}
          partnerKey={acting.key}
          run={run}
          onDone={async (result) => {
            setActing(undefined);
            setIssued(result.issued);
            setDone(result.issued ? '' : t.revokedDone);
            await load();
          }}
          onCancel={() => setActing(undefined)}
        />
      )}
      {canManage && (
        <IssueForm
          tenants={tenants}
          run={run}
          onIssued={async (key) => {
            setDone('');
            setIssued(key);
            await load();
          }}
        />
      )}
      {dialog}
    </>
  );
}

type Run = <T>(call: () => Promise<T>) => Promise<T>;

/** The key just issued: in a read-only field to copy, focused, and announced; whether it waits for approval. */
function OneTimeKey({ texts: t, value, waits }: { texts: Texts; value: string; waits: boolean }) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  return (
    <section className="ops-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.newKeyField}</h2>
      <p role="status">
        {t.newKey}
        {waits && ` ${t.newKeyWaits}`}
      </p>
      <label htmlFor={`${id}-key`}>{t.newKeyField}</label>
      <input
        id={`${id}-key`}
        ref={ref}
        className="ops-key"
        readOnly
        value={value}
        data-testid="new-partner-key"
      />
    </section>
  );
}

function IssueForm({
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
  const [tenant, setTenant] = useState('');
  const [label, setLabel] = useState('');
  const [permissions, setPermissions] = useState<string[]>(['events']);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await run(() =>
        consoleFetch<{ Key: string; PartnerKey: PartnerKeyView }>('partner-schluessel', {
          method: 'POST',
          body: { Tenant: tenant, Label: label, Permissions: permissions },
        }),
      );
      setLabel('');
      await onIssued({ key: answer.Key, waits: answer.PartnerKey.State === 'pending' });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const fields = fieldMessages(error);

  return (
    <section className="ops-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.issueHeading}</h2>
      <form onSubmit={submit} noValidate>
        <SelectField
          label={t.tenant}
          value={tenant}
          onChange={setTenant}
          error={fields.Tenant}
          options={[
            { value: '', label: '–' },
            ...tenants.map((x) => ({ value: x.Key, label: `${x.Name} (${x.Key})` })),
          ]}
        />
        <Field label={t.label} value={label} onChange={setLabel} maxLength={100} error={fields.Label} />
        <fieldset className="ops-checks" aria-describedby={fields.Permissions ? `${id}-perr` : undefined}>
          <legend>{t.permissions}</legend>
          {PERMISSIONS.map((p) => (
            <label key={p}>
              <input
                type="checkbox"
                checked={permissions.includes(p)}
                onChange={(e) =>
                  setPermissions(e.target.checked ? [...permissions, p] : permissions.filter((x) => x !== p))
                }
              />{' '}
              {t[p]}
            </label>
          ))}
          {fields.Permissions && (
            <p id={`${id}-perr`} className="c-error">
              {fields.Permissions}
            </p>
          )}
        </fieldset>
        {permissions.includes('events') && <p className="c-hint">{t.eventsNeedSecond}</p>}
        <Notice kind="error">
          {error && Object.keys(fields).length === 0 ? consoleErrorText(error) : null}
        </Notice>
        <button type="submit" className="c-button" disabled={busy}>
          {t.issue}
        </button>
      </form>
    </section>
  );
}

/** Rotating (with the overlap) or revoking (with a reason) one key. */
function KeyAction({
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
  const [overlap, setOverlap] = useState('24');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
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
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };
  const fields = fieldMessages(error);

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
            value={overlap}
            onChange={setOverlap}
            error={fields.OverlapHours}
          />
        ) : (
          <>
            <p>{t.revokeIntro}</p>
            <Field
              label={t.reasonField}
              value={reason}
              onChange={setReason}
              maxLength={500}
              error={fields.Reason}
            />
          </>
        )}
        <Notice kind="error">
          {error && Object.keys(fields).length === 0 ? consoleErrorText(error) : null}
        </Notice>
        <div className="c-actions">
          <button
            type="submit"
            className={kind === 'rotate' ? 'c-button' : 'c-button c-button-danger'}
            disabled={busy}
          >
            {kind === 'rotate' ? t.confirmRotate : t.confirmRevoke}
          </button>
          <button type="button" className="c-button c-button-secondary" onClick={onCancel}>
            {t.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
