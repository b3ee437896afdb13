import type { AccountUser } from '@kwk/shared/accounts/account.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { getHref } from '@kwk/shared/routes/route-table';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import '../../../i18n/page-texts.ts';
import { DeleteAccount } from './delete-account.tsx';
import { LanguageForm } from './language-form.tsx';
import { MyDataSection } from './my-data-section.tsx';
import { NewsletterSection } from './newsletter-section.tsx';

interface Props {
  user: AccountUser;
  token: string;
  lang: Language;
  /** Modules.ModuleNewsletterPermission: the tenant offers a newsletter. */
  newsletter: boolean;
  /** Modules.ModuleStoringBankdata: the tenant keeps a bank account for payouts. */
  bankData: boolean;
  onLanguageSaved: (language: Language) => Promise<void>;
  onDeleted: () => void;
}

/** Meine Daten (spec §2 "My data", §6): the account, its language, newsletter, links on, deletion. */
export function MyDataOverview({
  user,
  token,
  lang,
  newsletter,
  bankData,
  onLanguageSaved,
  onDeleted,
}: Props) {
  const { t } = useTranslation();
  return (
    <div className="my-data">
      <MyDataSection title={t('myData.account.title')}>
        <dl className="my-data__facts">
          <dt>{t('myData.account.name')}</dt>
          <dd>{[user.Anrede, user.Vorname, user.Nachname].filter(Boolean).join(' ')}</dd>
          <dt>{t('myData.account.email')}</dt>
          <dd>{user.Email}</dd>
        </dl>
        <p>
          <AppLink to={getHref('PasswortAendern')}>{t('myData.account.changePassword')}</AppLink>
        </p>
      </MyDataSection>
      <LanguageForm language={user.Language} token={token} lang={lang} onSaved={onLanguageSaved} />
      {newsletter && <NewsletterSection user={user} token={token} lang={lang} />}
      <MyDataSection title={t(bankData ? 'myData.more.title' : 'myData.more.titleWithoutBank')}>
        <ul className="my-data__links">
          {bankData && (
            <li>
              <AppLink to={getHref('EmpfehlerBankdaten')}>{t('myData.more.bankData')}</AppLink>
            </li>
          )}
          <li>
            <AppLink to={getHref('KundenNummer')}>{t('myData.more.customerNumber')}</AppLink>
          </li>
        </ul>
      </MyDataSection>
      <DeleteAccount lang={lang} onDeleted={onDeleted} />
    </div>
  );
}
