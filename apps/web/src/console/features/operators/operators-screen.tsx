import type {
  EnrolmentMailed,
  OperatorInvited,
  OperatorListItem,
  RoleChangeResult,
  RoleGrant,
  StatusChangeResult,
} from '@kwk/shared/operator/operator-management.schemas';
import type { OperatorRole } from '@kwk/shared/operator/operator-rights';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleSession } from '../../lib/console-session.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useReauth } from '../../ui/reauth-dialog.tsx';
import { displayDateTime } from './date-time.ts';
import { ROLE_NAMES, RoleChoice } from './role-choice.tsx';
import './operators.css';

/** A text's `{name}` places filled. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const TEXTS = {
  de: {
    heading: 'Betreiber',
    invite: 'Zugang einladen',
    name: 'Name',
    email: 'E-Mail-Adresse',
    roles: 'Rollen',
    inviteButton: 'Einladen',
    mailedTo:
      'Der Einrichtungslink für {name} ist per E-Mail an {email} gesendet; er gilt einmal, bis {until}.',
    grantWaits:
      '{roles} wird erst wirksam, wenn eine zweite Administratorin oder ein zweiter Administrator die Rollenfreigabe genehmigt.',
    grantPending: 'Rollenfreigabe offen: {roles} (beantragt von {by}, bis {until})',
    approve: 'Genehmigen',
    reject: 'Ablehnen',
    approved: 'Die Rollenfreigabe ist genehmigt; die Sitzungen des Zugangs sind beendet.',
    rejected: 'Die Rollenfreigabe ist abgelehnt.',
    caption: 'Zugänge der Betriebskonsole',
    status: 'Status',
    passkeys: 'Passkeys',
    app: 'Authenticator-App',
    lastSignIn: 'Letzte Anmeldung',
    actions: 'Aktionen',
    active: 'Aktiv',
    inactive: 'Deaktiviert',
    pending: 'Einrichtung offen',
    yes: 'ja',
    no: 'nein',
    editRoles: 'Rollen ändern',
    deactivate: 'Deaktivieren',
    reactivate: 'Reaktivieren',
    reset: 'Zugang zurücksetzen',
    rolesOf: 'Rollen von',
    save: 'Rollen speichern',
    cancel: 'Abbrechen',
    saved: 'Gespeichert.',
    deactivated: 'Der Zugang ist deaktiviert; seine Sitzungen sind beendet.',
    reactivated: 'Der Zugang ist wieder aktiv.',
    withheld:
      '{roles} wurde nicht wiederhergestellt: Es gibt keine zweite aktive Administratorin und keinen zweiten aktiven Administrator, die oder der bestätigen könnte.',
    loading: 'Die Zugänge werden geladen …',
  },
  en: {
    heading: 'Operators',
    invite: 'Invite an operator',
    name: 'Name',
    email: 'E-mail address',
    roles: 'Roles',
    inviteButton: 'Invite',
    mailedTo: 'The enrolment link for {name} has been e-mailed to {email}; it works once, until {until}.',
    grantWaits: '{roles} takes effect only once a second administrator approves the role grant.',
    grantPending: 'Role grant open: {roles} (asked for by {by}, until {until})',
    approve: 'Approve',
    reject: 'Reject',
    approved: 'The role grant is approved; the access’s sessions have ended.',
    rejected: 'The role grant is rejected.',
    caption: 'Accesses to the operator console',
    status: 'Status',
    passkeys: 'Passkeys',
    app: 'Authenticator app',
    lastSignIn: 'Last sign-in',
    actions: 'Actions',
    active: 'Active',
    inactive: 'Deactivated',
    pending: 'Enrolment open',
    yes: 'yes',
    no: 'no',
    editRoles: 'Change roles',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    reset: 'Reset access',
    rolesOf: 'Roles of',
    save: 'Save roles',
    cancel: 'Cancel',
    saved: 'Saved.',
    deactivated: 'The access is deactivated; its sessions have ended.',
    reactivated: 'The access is active again.',
    withheld: '{roles} was not restored: there is no second active administrator who could approve it.',
    loading: 'Loading the accesses …',
  },
};

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
  const { run, dialog } = useReauth();
  const [list, setList] = useState<OperatorListItem[]>();
  const [error, setError] = useState<unknown>();
  const [message, setMessage] = useState('');
  const [mailed, setMailed] = useState<{ name: string; sent: EnrolmentMailed; grant: RoleGrant | null }>();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>([]);
  const [inviteError, setInviteError] = useState<unknown>();
  const [editing, setEditing] = useState<{ operator: OperatorListItem; roles: OperatorRole[] }>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setList(await consoleFetch<OperatorListItem[]>('betreiber'));
    } catch (failure) {
      setError(failure);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    setMessage('');
    try {
      await work();
      await load();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setInviteError(undefined);
    setMailed(undefined);
    setBusy(true);
    try {
      const made = await run(() =>
        consoleFetch<OperatorInvited>('betreiber', {
          method: 'POST',
          body: { Name: name, Email: email, Roles: roles },
        }),
      );
      setMailed({ name, sent: made, grant: made.PendingGrant });
      setName('');
      setEmail('');
      setRoles([]);
      await load();
    } catch (failure) {
      setInviteError(failure);
    } finally {
      setBusy(false);
    }
  };

  const saveRoles = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    return act(async () => {
      const changed = await run(() =>
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
      const changed = await run(() =>
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
      const made = await run(() =>
        consoleFetch<EnrolmentMailed>(`betreiber/${operator.Id}/zugang-zuruecksetzen`, { method: 'POST' }),
      );
      setMailed({ name: operator.Name, sent: made, grant: null });
    });
  const decide = (grant: RoleGrant, approve: boolean) =>
    act(async () => {
      await run(() =>
        consoleFetch(`betreiber/rollenfreigaben/${grant.Id}/${approve ? 'genehmigung' : 'ablehnung'}`, {
          method: 'POST',
        }),
      );
      setMessage(approve ? t.approved : t.rejected);
    });

  const inviteFields = fieldMessages(inviteError);
  const editFields = fieldMessages(error);
  const roleNames = (list: readonly OperatorRole[]) => list.map((r) => ROLE_NAMES[r][lang]).join(', ');
  /** The roles a grant adds to what the operator holds now. */
  const waitingRoles = (held: readonly OperatorRole[], grant: RoleGrant) =>
    roleNames(grant.Roles.filter((r) => !held.includes(r)));

  return (
    <>
      <h1>{t.heading}</h1>
      {dialog}
      <Notice kind="success">{message || null}</Notice>
      <Notice kind="error">{error && !editFields.Roles ? consoleErrorText(error) : null}</Notice>
      {mailed && (
        <div className="c-link-once" role="status" data-testid="enrolment-mailed">
          <p>
            {fill(t.mailedTo, {
              name: mailed.name,
              email: mailed.sent.MailedTo,
              until: displayDateTime(mailed.sent.ExpiresAt),
            })}
          </p>
          {mailed.grant && <p>{fill(t.grantWaits, { roles: waitingRoles([], mailed.grant) })}</p>}
        </div>
      )}

      <section aria-labelledby="operators-invite" className="c-section">
        <h2 id="operators-invite">{t.invite}</h2>
        <form onSubmit={invite} noValidate>
          <Field
            label={t.name}
            value={name}
            onChange={setName}
            autoComplete="off"
            maxLength={120}
            error={inviteFields.Name}
          />
          <Field
            label={t.email}
            type="email"
            autoComplete="off"
            value={email}
            onChange={setEmail}
            error={inviteFields.Email}
          />
          <RoleChoice
            legend={t.roles}
            value={roles}
            onChange={setRoles}
            error={inviteFields.Roles ?? inviteFields['Roles.0']}
          />
          <Notice kind="error">
            {inviteError && Object.keys(inviteFields).length === 0 ? consoleErrorText(inviteError) : null}
          </Notice>
          <button type="submit" className="c-button" disabled={busy}>
            {t.inviteButton}
          </button>
        </form>
      </section>

      {editing && (
        <section aria-labelledby="operators-roles" className="c-section">
          <h2 id="operators-roles">
            {t.rolesOf} {editing.operator.Name}
          </h2>
          <form onSubmit={saveRoles} noValidate>
            <RoleChoice
              legend={t.roles}
              value={editing.roles}
              onChange={(next) => setEditing({ ...editing, roles: next })}
              error={editFields.Roles}
            />
            <div className="c-actions">
              <button type="submit" className="c-button" disabled={busy}>
                {t.save}
              </button>
              <button
                type="button"
                className="c-button c-button-secondary"
                onClick={() => setEditing(undefined)}
              >
                {t.cancel}
              </button>
            </div>
          </form>
        </section>
      )}

      {!list ? (
        !error && <p role="status">{t.loading}</p>
      ) : (
        <div className="c-table-wrap">
          <table className="c-table">
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.email}</th>
                <th scope="col">{t.roles}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.passkeys}</th>
                <th scope="col">{t.app}</th>
                <th scope="col">{t.lastSignIn}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((o) => {
                const self = o.Id === session?.Operator.Id;
                return (
                  <tr key={o.Id}>
                    <th scope="row">{o.Name}</th>
                    <td>{o.Email}</td>
                    <td>
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
                    </td>
                    <td>
                      {o.Active ? t.active : t.inactive}
                      {o.EnrolmentOpen ? ` (${t.pending})` : ''}
                    </td>
                    <td>{o.Passkeys}</td>
                    <td>{o.Totp ? t.yes : t.no}</td>
                    <td>{displayDateTime(o.LastSignInAt)}</td>
                    <td>
                      <div className="c-row-actions">
                        {o.PendingGrant?.MayDecide && (
                          <>
                            <button
                              type="button"
                              className="c-button"
                              aria-label={`${t.approve}: ${o.Name}`}
                              disabled={busy}
                              onClick={() => o.PendingGrant && decide(o.PendingGrant, true)}
                            >
                              {t.approve}
                            </button>
                            <button
                              type="button"
                              className="c-button c-button-secondary"
                              aria-label={`${t.reject}: ${o.Name}`}
                              disabled={busy}
                              onClick={() => o.PendingGrant && decide(o.PendingGrant, false)}
                            >
                              {t.reject}
                            </button>
                          </>
                        )}
                        {/* Nobody changes their own roles (decision 032): the own row offers no change. */}
                        {!self && (
                          <>
                            <button
                              type="button"
                              className="c-button c-button-secondary"
                              aria-label={`${t.editRoles}: ${o.Name}`}
                              onClick={() => setEditing({ operator: o, roles: [...o.Roles] })}
                            >
                              {t.editRoles}
                            </button>
                            <button
                              type="button"
                              className="c-button c-button-secondary"
                              aria-label={`${o.Active ? t.deactivate : t.reactivate}: ${o.Name}`}
                              disabled={busy}
                              onClick={() => setActive(o, !o.Active)}
                            >
                              {o.Active ? t.deactivate : t.reactivate}
                            </button>
                            <button
                              type="button"
                              className="c-button c-button-secondary"
                              aria-label={`${t.reset}: ${o.Name}`}
                              disabled={busy}
                              onClick={() => reset(o)}
                            >
                              {t.reset}
                            </button>
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
