import type { EnrolmentMailed, OperatorInvited } from '@kwk/shared/operator/operator-management.schemas';
import type { OperatorRole } from '@kwk/shared/operator/operator-rights';
import { type FormEvent, useState } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { fillText } from '../../lib/fill-text.ts';
import type { ConsoleMutation } from '../../lib/use-console-query.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { displayDateTime } from './date-time.ts';
import { TEXTS } from './operators-texts.ts';
import { RoleChoice } from './role-choice.tsx';

/**
 * Inviting an operator: name, e-mail and roles; the server mails the enrolment link. The call may
 * ask for a fresh confirmation (`reauth`); `onInvited` hears who was invited and what was mailed.
 */
export function InviteForm({
  reauth,
  inviting,
  busy,
  onStart,
  onInvited,
}: {
  reauth: <T>(call: () => Promise<T>) => Promise<T>;
  /** The invite's state, held by the screen (its other changes wait while it runs). */
  inviting: ConsoleMutation;
  /** This or another change of the screen runs. */
  busy: boolean;
  onStart: () => void;
  onInvited: (name: string, made: OperatorInvited) => Promise<void>;
}) {
  const t = useTexts(TEXTS);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>([]);
  const { error, run } = inviting;

  const invite = (event: FormEvent) => {
    event.preventDefault();
    onStart();
    void run(async () => {
      const made = await reauth(() =>
        consoleFetch<OperatorInvited>('betreiber', {
          method: 'POST',
          body: { Name: name, Email: email, Roles: roles },
        }),
      );
      const invited = name;
      setName('');
      setEmail('');
      setRoles([]);
      await onInvited(invited, made);
    });
  };
  const fields = fieldMessages(error);

  return (
    <section aria-labelledby="operators-invite" className="c-section">
      <h2 id="operators-invite">{t.invite}</h2>
      <form onSubmit={invite} noValidate>
        <Field
          label={t.name}
          value={name}
          onChange={setName}
          autoComplete="off"
          maxLength={120}
          error={fields.Name}
        />
        <Field
          label={t.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          error={fields.Email}
        />
        <RoleChoice
          legend={t.roles}
          value={roles}
          onChange={setRoles}
          error={fields.Roles ?? fields['Roles.0']}
        />
        <Notice kind="error">
          {error && Object.keys(fields).length === 0 ? consoleErrorText(error) : null}
        </Notice>
        <button type="submit" className="c-button" disabled={busy}>
          {t.inviteButton}
        </button>
      </form>
    </section>
  );
}

/** Where and until when the enrolment link was mailed (after an invite or a reset). */
export function EnrolmentMailedNotice({
  name,
  sent,
  grantRoles,
}: {
  name: string;
  sent: EnrolmentMailed;
  /** The roles still waiting for a second admin, if any. */
  grantRoles: string | null;
}) {
  const t = useTexts(TEXTS);
  return (
    <div className="c-link-once" role="status" data-testid="enrolment-mailed">
      <p>{fillText(t.mailedTo, { name, email: sent.MailedTo, until: displayDateTime(sent.ExpiresAt) })}</p>
      {grantRoles !== null && <p>{fillText(t.grantWaits, { roles: grantRoles })}</p>}
    </div>
  );
}
