import type { accountBlockSchema, SupportReferral } from '@kwk/shared/operator/support.schemas';
import { useId } from 'react';
import { consoleFetch } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { FormOutcome } from '../../ui/form-section.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { ReasonField } from './reason-field.tsx';
import { label } from './support-texts.ts';

const TEXTS = {
  de: {
    heading: 'Konto des Empfehlers',
    open: 'Das Konto ist offen.',
    blocked: 'Das Konto ist {state}.',
    blockIntro: 'Ein gesperrtes Konto kann sich nicht mehr anmelden; laufende Sitzungen enden sofort.',
    reason: 'Begründung',
    block: 'Konto sperren',
    unblock: 'Konto entsperren',
    blockedDone: 'Das Konto wurde gesperrt.',
    unblockedDone: 'Das Konto wurde entsperrt.',
  },
  en: {
    heading: 'The referrer’s account',
    open: 'The account is open.',
    blocked: 'The account is {state}.',
    blockIntro: 'A blocked account can no longer sign in; its sessions end at once.',
    reason: 'Reason',
    block: 'Block the account',
    unblock: 'Unblock the account',
    blockedDone: 'The account was blocked.',
    unblockedDone: 'The account was unblocked.',
  },
};

type Account = NonNullable<SupportReferral['Empfehler']>;

/** Block or unblock the referrer's account, with a reason (audited on the server). */
export function AccountBlockForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const headingId = useId();
  const form = useConsoleForm<typeof accountBlockSchema>({ reason: '' });
  const blocked = account.Sperre !== null;

  const submit = form.submit(async ({ reason }) => {
    await consoleFetch(`support/konten/${account.Id}/${blocked ? 'entsperrung' : 'sperre'}`, {
      method: 'POST',
      body: { Grund: reason },
    });
    form.set('reason')('');
    form.setDone(blocked ? t.unblockedDone : t.blockedDone);
    onDone();
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      <p>
        {account.Vorname} {account.Nachname} &lt;{account.Email}&gt;.{' '}
        {blocked ? t.blocked.replace('{state}', label(lang, account.Sperre ?? '')) : t.open}
      </p>
      {!blocked && <p>{t.blockIntro}</p>}
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <ReasonField
          label={t.reason}
          value={form.values.reason ?? ''}
          onChange={form.set('reason')}
          error={form.fields.Grund}
        />
        <div className="c-actions">
          <button
            className={blocked ? 'c-button' : 'c-button c-button-danger'}
            type="submit"
            disabled={form.busy}
          >
            {blocked ? t.unblock : t.block}
          </button>
        </div>
      </form>
      <FormOutcome form={form} />
    </section>
  );
}
