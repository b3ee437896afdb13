import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { ConsentForm } from '../features/recipients/components/consent-form.tsx';
import { RecipientGate } from '../features/recipients/components/recipient-gate.tsx';
import { parseEmpfehlungsnummer } from '../features/recipients/recipient-link.ts';
import { recipientStepHref, stepAfterConsent } from '../features/recipients/recipient-steps.ts';
import { useRecipient } from '../features/recipients/use-recipient.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { errorText } from '../lib/error-text.ts';
import { useMandant } from '../lib/use-mandant.ts';

/** /empfaenger/zustimmung?nr=: the recipient accepts the terms (spec §2 AGBDatenschutzZustimmung). */
export function Component() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const nr = parseEmpfehlungsnummer(useSearchParams()[0].get('nr'));
  const [state, lose] = useRecipient(nr);
  const [dataRequired, setDataRequired] = useState(false);
  const navigate = useNavigate();
  const { Brand, Modules, Rules } = useMandant();
  return (
    <SkeletonPage name="AGBDatenschutzZustimmung">
      <RecipientGate state={state} empfehlungsnummer={nr}>
        {({ recipient, token }) => {
          const dataHref = recipientStepHref('EmpfaengerDaten', recipient.Empfehlungsnummer);
          const next = recipientStepHref(
            stepAfterConsent(recipient, Modules.ModuleStoringBankdata),
            recipient.Empfehlungsnummer,
          );
          if (dataRequired || !recipient.DatenBestaetigt)
            return (
              <>
                <p role="alert">{errorText('recipients.data_required', lang)}</p>
                <p>
                  <Link to={dataHref}>{t('recipient.consent.toData')}</Link>
                </p>
              </>
            );
          if (recipient.AgbZugestimmt)
            return (
              <>
                <p>{t('recipient.consent.already')}</p>
                <p>
                  <Link className="button button--primary button--link" to={next}>
                    {t('recipient.consent.continue')}
                  </Link>
                </p>
              </>
            );
          return (
            <ConsentForm
              token={token}
              brandName={Brand.Name}
              bankingRule={Rules.BankingActivityRule}
              lang={lang}
              onLost={lose}
              onDataRequired={() => setDataRequired(true)}
              onDone={() => navigate(next)}
            />
          );
        }}
      </RecipientGate>
    </SkeletonPage>
  );
}
