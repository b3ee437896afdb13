import type { AccountUser } from '@kwk/shared/accounts/account.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { storeUser } from '../../../lib/session/session-store.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormAlert } from '../../../ui/form-parts.tsx';
import { cancelNewsletter } from '../api/cancel-newsletter.ts';
import { userWithNewsletter } from '../newsletter-rules.ts';
import { useFocusAfter } from './use-focus-after.ts';

/**
 * Unsubscribing from the newsletter (/empfehler/newsletter/optout), signed in: one button, then the
 * result, which takes focus in place of the button.
 */
export function NewsletterOptOut({
  user,
  token,
  lang,
}: {
  user: AccountUser | null;
  token: string;
  lang: Language;
}) {
  const { t } = useTranslation();
  const form = useRequestForm();
  const [done, setDone] = useState(false);
  const status = useFocusAfter<HTMLParagraphElement>();

  async function optOut() {
    form.start();
    try {
      const { Newsletter } = await cancelNewsletter();
      if (user) storeUser(userWithNewsletter(user, Newsletter, new Date().toISOString()), token);
      form.done();
      setDone(true);
      status.focus();
    } catch (error) {
      form.fail(error, errorText(apiFailure(error)?.code, lang));
    }
  }

  return (
    <>
      <p ref={status.ref} tabIndex={-1} role="status" className="form__status">
        {done ? t('newsletter.optout.done') : ''}
      </p>
      {!done && (
        <>
          <p>{t('newsletter.optout.question')}</p>
          <FormAlert text={form.formError} alertRef={form.errorRef} />
          <div>
            <button
              type="button"
              className="button button--primary"
              disabled={form.sending}
              onClick={() => void optOut()}
            >
              {t('newsletter.optout.confirm')}
            </button>
          </div>
        </>
      )}
    </>
  );
}
