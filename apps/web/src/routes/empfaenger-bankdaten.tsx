import { Link, useNavigate, useSearchParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { BankDataForm } from '../features/recipients/components/bank-data-form.tsx';
import { RecipientGate } from '../features/recipients/components/recipient-gate.tsx';
import { parseEmpfehlungsnummer } from '../features/recipients/recipient-link.ts';
import { recipientStepHref } from '../features/recipients/recipient-steps.ts';
import { useRecipient } from '../features/recipients/use-recipient.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { errorText } from '../lib/error-text.ts';
import { useMandant } from '../lib/use-mandant.ts';

/**
 * /bankdaten?nr=: where the recipient's share of the reward goes (spec §2 EmpfaengerBankdaten).
 * It can wait: the share is paid only once the contract is effective, and ordering matters more
 * now; the landing link leads back here while bank data is missing.
 */
export function Component() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const nr = parseEmpfehlungsnummer(useSearchParams()[0].get('nr'));
  const [state, lose] = useRecipient(nr);
  const navigate = useNavigate();
  const { Rules, Modules } = useMandant();
  return (
    <SkeletonPage name="EmpfaengerBankdaten">
      <RecipientGate state={state} empfehlungsnummer={nr}>
        {({ recipient, token }) => {
          const next = recipientStepHref('EmpfaengerBestaetigung', recipient.Empfehlungsnummer);
          if (recipient.EmpfaengerPraemieCent <= 0 || !Modules.ModuleStoringBankdata)
            return (
              <>
                <p>{errorText('recipients.no_reward', lang)}</p>
                <p>
                  <Link className="button button--primary button--link" to={next}>
                    {t('recipient.bank.continue')}
                  </Link>
                </p>
              </>
            );
          return (
            <>
              <BankDataForm
                recipient={recipient}
                token={token}
                germanOnly={Rules.ModuleIBANNurDE}
                lang={lang}
                onLost={lose}
                onDone={() => navigate(next)}
              />
              <p>{t('recipient.bank.laterNote')}</p>
              <p>
                <Link to={next}>{t('recipient.bank.later')}</Link>
              </p>
            </>
          );
        }}
      </RecipientGate>
    </SkeletonPage>
  );
}
