import type {
  EnrolmentMailed,
  OperatorInvite,
  OperatorInvited,
  operatorInviteSchema,
} from '@kwk/shared/operator/operator-management.schemas';
import { consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { fillText } from '../../lib/fill-text.ts';
import type { ConsoleMutation } from '../../lib/use-console-query.ts';
import { Field } from '../../ui/field.tsx';
import { FormSection } from '../../ui/form-section.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { displayDateTime } from './date-time.ts';
import { TEXTS } from './operators-texts.ts';
import { RoleChoice } from './role-choice.tsx';

const NO_ONE: OperatorInvite = { Name: '', Email: '', Roles: [] };

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
  const form = useConsoleForm<typeof operatorInviteSchema, OperatorInvite>(NO_ONE, { mutation: inviting });
  const { values, set, fields, bind } = form;

  const invite = form.submit(async (invited) => {
    onStart();
    const made = await reauth(() =>
      consoleFetch<OperatorInvited>('betreiber', { method: 'POST', body: invited }),
    );
    form.setValues(NO_ONE);
    await onInvited(invited.Name, made);
  });

  return (
    <FormSection id="operators-invite" heading={t.invite} form={form} onSubmit={invite}>
      <Field label={t.name} {...bind('Name', 'Name')} autoComplete="off" maxLength={120} />
      <Field label={t.email} type="email" autoComplete="off" {...bind('Email', 'Email')} />
      <RoleChoice
        legend={t.roles}
        value={values.Roles}
        onChange={set('Roles')}
        error={fields.Roles ?? (fields as Record<string, string>)['Roles.0']}
      />
      <SubmitButton busy={busy}>{t.inviteButton}</SubmitButton>
    </FormSection>
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
