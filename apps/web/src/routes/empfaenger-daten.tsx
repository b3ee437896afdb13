import { useNavigate, useParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { RecipientDataForm } from '../features/recipients/components/recipient-data-form.tsx';
import { RecipientGate } from '../features/recipients/components/recipient-gate.tsx';
import { parseEmpfehlungsnummer } from '../features/recipients/recipient-link.ts';
import { recipientStepHref } from '../features/recipients/recipient-steps.ts';
import { useRecipient } from '../features/recipients/use-recipient.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useMandant } from '../lib/use-mandant.ts';

/** /empfaengerdaten/:empfehlungsnummer: the recipient confirms their data (spec §2, §7 tracking). */
export function Component() {
  const nr = parseEmpfehlungsnummer(useParams().empfehlungsnummer);
  const [state, lose] = useRecipient(nr);
  const navigate = useNavigate();
  const { Brand } = useMandant();
  return (
    <SkeletonPage name="EmpfaengerDaten">
      <RecipientGate state={state} empfehlungsnummer={nr}>
        {({ recipient, token }) => (
          <RecipientDataForm
            recipient={recipient}
            token={token}
            brandName={Brand.Name}
            lang={currentLanguage()}
            onLost={lose}
            onDone={() =>
              navigate(recipientStepHref('AGBDatenschutzZustimmung', recipient.Empfehlungsnummer))
            }
          />
        )}
      </RecipientGate>
    </SkeletonPage>
  );
}
