import type {
  EnrolmentMailed,
  OperatorListItem,
  RoleChangeResult,
  RoleGrant,
  StatusChangeResult,
} from '@kwk/shared/operator/operator-management.schemas';
import type { OperatorRole } from '@kwk/shared/operator/operator-rights';
import { type FormEvent, useState } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleSession } from '../../lib/console-session.ts';
import { fillText as fill } from '../../lib/fill-text.ts';
import { useConsoleMutation, useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useReauth } from '../../ui/reauth-dialog.tsx';
import { displayDateTime } from './date-time.ts';
import { EnrolmentMailedNotice, InviteForm } from './invite-form.tsx';
import { TEXTS } from './operators-texts.ts';
import { ROLE_NAMES } from './role-choice.tsx';
import { RolesForm } from './roles-form.tsx';
import './operators.css';

/**
 * The admin's operator management (the list with `operators.read`; changes with `operators.manage`,
 * dangerous: a change may ask for a fresh confirmation): the operators, inviting one (the enrolment
 * link is mailed to them, never shown here), their roles (not one's own; finance and admin wait for
 * a second admin's approval, decision 032), deactivation and a reset of their access (a new link mailed).
 */
export default function OperatorsScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const session = useConsoleSession();
  const { run: reauth, dialog } = useReauth();
  const operators = useConsoleQuery<OperatorListItem[]>('betreiber');
  const changing = useConsoleMutation();
  const inviting = useConsoleMutation();
  const { done: message, setDone: setMessage } = changing;
  const [mailed, setMailed] = useState<{ name: string; sent: EnrolmentMailed; grant: RoleGrant | null }>();
  const [editing, setEditing] = useState<{ operator: OperatorListItem; roles: OperatorRole[] }>();
  const busy = changing.busy || inviting.busy;
  const error = changing.error ?? operators.error;

  const act = (work: () => Promise<void>) =>
    changing.run(async () => {
      await work();
      await operators.reload();
    });
  const saveRoles = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    return act(async () => {
      const changed = await reauth(() =>
        consoleFetch<RoleChangeResult>(`betreiber/${editing.operator.Id}/rollen`, {
          method: 'PUT',
          body: { Roles: editing.roles },
        }),
      );
      setEditing(undefined);
      setMessage(
        changed.PendingGrant
          ? `${t.saved} ${fill(t.grantWaits, { roles: waitingRoles(changed.Roles, changed.PendingGrant) })}`
          : t.saved,
      );
    });
  };
  const setActive = (operator: OperatorListItem, active: boolean) =>
    act(async () => {
      const changed = await reauth(() =>
        consoleFetch<StatusChangeResult>(`betreiber/${operator.Id}/status`, {
          method: 'PUT',
          body: { Active: active },
        }),
      );
      // Finance or admin held before come back only with a second admin's approval (or not at all).
      const withheld = changed.PendingGrant
        ? fill(t.grantWaits, { roles: waitingRoles(changed.Roles, changed.PendingGrant) })
        : changed.Withheld.length > 0
          ? fill(t.withheld, { roles: roleNames(changed.Withheld) })
          : '';
      setMessage(active ? `${t.reactivated} ${withheld}`.trim() : t.deactivated);
    });
  const reset = (operator: OperatorListItem) =>
    act(async () => {
      const made = await reauth(() =>
        consoleFetch<EnrolmentMailed>(`betreiber/${operator.Id}/zugang-zuruecksetzen`, { method: 'POST' }),
      );
      setMailed({ name: operator.Name, sent: made, grant: null });
    });
  const decide = (grant: RoleGrant, approve: boolean) =>
    act(async () => {
      await reauth(() =>
        consoleFetch(`betreiber/rollenfreigaben/${grant.Id}/${approve ? 'genehmigung' : 'ablehnung'}`, {
          method: 'POST',
        }),
      );
      setMessage(approve ? t.approved : t.rejected);
    });

  const editFields = fieldMessages(error);
  const roleNames = (list: readonly OperatorRole[]) => list.map((r) => ROLE_NAMES[r][lang]).join(', ');
  /** The roles a grant adds to what the operator holds now. */
  const waitingRoles = (held: readonly OperatorRole[], grant: RoleGrant) =>
    roleNames(grant.Roles.filter((r) => !held.includes(r)));
  /** A row's button, named with the operator (the same words stand in every row). */
  const rowButton = (o: OperatorListItem, text: string, onClick: () => void, primary = false) => (
    <button
      type="button"
      className={primary ? 'c-button' : 'c-button c-button-secondary'}
      aria-label={`${text}: ${o.Name}`}
      disabled={busy}
      onClick={onClick}
    >
      {text}
    </button>
  );

  return (
    <>
      <h1>{t.heading}</h1>
      {dialog}
      <Notice kind="success">{message || null}</Notice>
      <Notice kind="error">{error && !editFields.Roles ? consoleErrorText(error) : null}</Notice>
      {mailed && (
        <EnrolmentMailedNotice
          name={mailed.name}
          sent={mailed.sent}
          grantRoles={mailed.grant && waitingRoles([], mailed.grant)}
        />
      )}

      <InviteForm
        reauth={reauth}
        inviting={inviting}
        busy={busy}
        onStart={() => setMailed(undefined)}
        onInvited={async (name, made) => {
          setMailed({ name, sent: made, grant: made.PendingGrant });
          await operators.reload();
        }}
      />

      {editing && (
        <RolesForm
          name={editing.operator.Name}
          roles={editing.roles}
          onChange={(next) => setEditing({ ...editing, roles: next })}
          error={editFields.Roles}
          busy={busy}
          onSubmit={saveRoles}
          onCancel={() => setEditing(undefined)}
        />
      )}

      <DataTable
        caption={t.caption}
        rows={operators.data}
        loading={t.loading}
        failed={error}
        rowKey={(o) => o.Id}
        columns={[
          { header: t.name, cell: (o) => o.Name, rowHeader: true },
          { header: t.email, cell: (o) => o.Email },
          {
            header: t.roles,
            cell: (o) => (
              <>
                {roleNames(o.Roles)}
                {o.PendingGrant && (
                  <p className="c-grant">
                    {fill(t.grantPending, {
                      roles: waitingRoles(o.Roles, o.PendingGrant),
                      by: o.PendingGrant.RequestedBy,
                      until: displayDateTime(o.PendingGrant.ExpiresAt),
                    })}
                  </p>
                )}
              </>
            ),
          },
          {
            header: t.status,
            cell: (o) => `${o.Active ? t.active : t.inactive}${o.EnrolmentOpen ? ` (${t.pending})` : ''}`,
          },
          { header: t.passkeys, cell: (o) => o.Passkeys },
          { header: t.app, cell: (o) => (o.Totp ? t.yes : t.no) },
          { header: t.lastSignIn, cell: (o) => displayDateTime(o.LastSignInAt) },
          {
            header: t.actions,
            cell: (o) => (
              <div className="c-row-actions">
                {o.PendingGrant?.MayDecide && (
                  <>
                    {rowButton(o, t.approve, () => o.PendingGrant && decide(o.PendingGrant, true), true)}
                    {rowButton(o, t.reject, () => o.PendingGrant && decide(o.PendingGrant, false))}
                  </>
                )}
                {/* Nobody changes their own roles (decision 032): the own row offers no change. */}
                {o.Id !== session?.Operator.Id && (
                  <>
                    <button
                      type="button"
                      className="c-button c-button-secondary"
                      aria-label={`${t.editRoles}: ${o.Name}`}
                      onClick={() => setEditing({ operator: o, roles: [...o.Roles] })}
                    >
                      {t.editRoles}
                    </button>
                    {rowButton(o, o.Active ? t.deactivate : t.reactivate, () => setActive(o, !o.Active))}
                    {rowButton(o, t.reset, () => reset(o))}
                  </>
                )}
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
