import {
  PASSWORD_RULE_TEXTS,
  PASSWORD_RULES,
  passwordMessage,
  unmetPasswordRules,
} from '@kwk/shared/accounts/password-rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import './accounts.css';

/**
 * The password rules of spec §5 as a checklist that follows the typing. The title and list
 * describe the password field (aria-describedby → `id`); a polite live region says what is still missing, so a
 * screen-reader user hears progress without leaving the field.
 */
export function PasswordChecklist({ id, password, lang }: { id: string; password: string; lang: Language }) {
  const { t } = useTranslation();
  const unmet = unmetPasswordRules(password);
  let progress = '';
  if (password) progress = unmet.length > 0 ? passwordMessage(unmet, lang) : t('account.password.allMet');
  return (
    <>
      <div id={id} className="password-rules">
        <p className="password-rules__title">{t('account.password.rules')}</p>
        <ul className="password-rules__list">
          {PASSWORD_RULES.map((rule) => {
            const met = !unmet.includes(rule);
            return (
              <li key={rule} data-met={met}>
                <span aria-hidden="true" className="password-rules__mark">
                  {met ? '✓' : '○'}
                </span>{' '}
                {PASSWORD_RULE_TEXTS[lang][rule]}
                <span className="visually-hidden">
                  {' '}
                  ({met ? t('account.password.met') : t('account.password.open')})
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {progress}
      </p>
    </>
  );
}
