import { COOKIE_NAMES } from '@kwk/shared/constants';
import { useLocation, useSearchParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { OrderOverview } from '../features/recipients/components/order-overview.tsx';
import { RecipientGate } from '../features/recipients/components/recipient-gate.tsx';
import { parseEmpfehlungsnummer, recipientChannel } from '../features/recipients/recipient-link.ts';
import { useRecipient } from '../features/recipients/use-recipient.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { getCookie } from '../lib/cookies.ts';
import { useMandant } from '../lib/use-mandant.ts';

/** /empfaengerbestaetigung?nr=: thanks, the order's status, the recipient's reward and "Jetzt bestellen". */
export function Component() {
  const nr = parseEmpfehlungsnummer(useSearchParams()[0].get('nr'));
  const [state] = useRecipient(nr);
  const { Modules } = useMandant();
  const channel = recipientChannel(useLocation().search, getCookie(COOKIE_NAMES.channel));
  return (
    <SkeletonPage name="EmpfaengerBestaetigung">
      <RecipientGate state={state} empfehlungsnummer={nr}>
        {({ recipient, token }) => (
          <OrderOverview
            recipient={recipient}
            token={token}
            channel={channel}
            storesBankData={Modules.ModuleStoringBankdata}
            lang={currentLanguage()}
          />
        )}
      </RecipientGate>
    </SkeletonPage>
  );
}
