import type { Recipient } from '@kwk/shared/recipients/recipient.schemas';
import { getHref } from '@kwk/shared/routes/route-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import './recipient.css';
import { wayBackHref } from '../recipient-link.ts';
import type { RecipientState } from '../use-recipient.ts';

interface Props {
  state: RecipientState;
  empfehlungsnummer: number | null;
  children: (ready: { recipient: Recipient; token: string }) => ReactNode;
}

/**
 * The recipient screens after the landing need the recipient of the referral's cookie. Until it
 * is known the status region says so; without one the visitor is sent back to the link (or /code).
 */
export function RecipientGate({ state, empfehlungsnummer, children }: Props) {
  const { t } = useTranslation();
  const back = wayBackHref(empfehlungsnummer);
  return (
    <>
      <div role="status" className="form__status">
        {state.type === 'loading' && <p>{t('recipient.loading')}</p>}
        {state.type === 'missing' && (
          <>
            <p>{t('recipient.missing')}</p>
            <p>
              <Link to={back}>
                {back === getHref('Empfehlungscode')
                  ? t('recipient.enterCode')
                  : t('recipient.backToLanding')}
              </Link>
            </p>
          </>
        )}
      </div>
      {state.type === 'failed' && (
        <p role="alert" className="form__error">
          {state.message}
        </p>
      )}
      {state.type === 'ready' && children(state)}
    </>
  );
}
