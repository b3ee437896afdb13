import type { AccountUser } from '@kwk/shared/accounts/account.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { newsletterState } from '@kwk/shared/my-data/newsletter';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { displayDate } from '../../../lib/display-date.ts';
import { errorText } from '../../../lib/error-text.ts';
import { storeUser } from '../../../lib/session/session-store.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormAlert } from '../../../ui/form-parts.tsx';
import { cancelNewsletter } from '../api/cancel-newsletter.ts';
import { requestNewsletter } from '../api/request-newsletter.ts';
import {
  type NewsletterAction,
  newsletterActions,
  requestOutcome,
  userWithNewsletter,
} from '../newsletter-rules.ts';
import { MyDataSection } from './my-data-section.tsx';
import { useFocusAfter } from './use-focus-after.ts';

/**
 * The newsletter in Meine Daten (spec §4 states): what holds now and the action that fits. Subscribing
 * mails a double opt-in link; the answer says whether it went out now, went out earlier, or was not
 * needed. The result takes focus, since the button that asked may be gone.
 */
export function NewsletterSection({
  user,
  token,
  lang,
}: {
  user: AccountUser;
  token: string;
  lang: Language;
}) {
  const { t } = useTranslation();
  const state = newsletterState(user.NewsletterOptinGegeben, user.NewsletterOptinVersendetAm);
  const sentOn = displayDate(user.NewsletterOptinVersendetAm);
  const form = useRequestForm();
  const [result, setResult] = useState('');
  const status = useFocusAfter<HTMLParagraphElement>();

  async function run(action: NewsletterAction) {
    setResult('');
    form.start();
    try {
      if (action === 'unsubscribe') {
        const { Newsletter } = await cancelNewsletter();
        storeUser(userWithNewsletter(user, Newsletter, new Date().toISOString()), token);
        setResult(t('newsletter.outcome.optedOut'));
      } else {
        const answer = await requestNewsletter();
        storeUser(userWithNewsletter(user, answer.Newsletter, new Date().toISOString()), token);
        setResult(t(`newsletter.outcome.${requestOutcome(answer)}`));
      }
      form.done();
      status.focus();
    } catch (error) {
      form.fail(error, errorText(apiFailure(error)?.code, lang));
    }
  }

  return (
    <MyDataSection title={t('newsletter.title')}>
      <p>
        {state === 'pending' && sentOn
          ? t('newsletter.state.pendingSince', { date: sentOn })
          : t(`newsletter.state.${state}`)}
      </p>
      <FormAlert text={form.formError} alertRef={form.errorRef} />
      <div className="my-data__actions">
        {newsletterActions(state).map((action, index) => (
          <button
            key={action}
            type="button"
            className={index === 0 ? 'button button--primary' : 'button'}
            disabled={form.sending}
            onClick={() => void run(action)}
          >
            {t(`newsletter.action.${action}`)}
          </button>
        ))}
      </div>
      <p ref={status.ref} tabIndex={-1} role="status" className="form__status">
        {form.sending ? t('newsletter.sending') : result}
      </p>
    </MyDataSection>
  );
}
