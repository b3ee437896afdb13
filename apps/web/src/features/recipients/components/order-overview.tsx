import type { Language } from '@kwk/shared/errors/error-codes';
import type { Recipient } from '@kwk/shared/recipients/recipient.schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { displayDate } from '../../../lib/display-date.ts';
import { errorText, failureText } from '../../../lib/error-text.ts';
import { getOrder, type RecipientOrder } from '../api/get-order.ts';
import { getProductLink } from '../api/get-product-link.ts';
import { getReward, type RecipientReward } from '../api/get-reward.ts';
import { goToOrderPage, orderPageUrl } from '../order-page.ts';
import { needsBankData, recipientStepHref } from '../recipient-steps.ts';
import { PickupLinkRequest } from './pickup-link-request.tsx';

interface Props {
  recipient: Recipient;
  token: string;
  channel: string;
  storesBankData: boolean;
  lang: Language;
}

type Loaded<T> = { type: 'loading' } | { type: 'ready'; value: T } | { type: 'failed' };

function useLoaded<T>(load: ((signal: AbortSignal) => Promise<T>) | null): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ type: 'loading' });
  const loadRef = useRef(load);
  useEffect(() => {
    const run = loadRef.current;
    if (!run) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (value) => setState({ type: 'ready', value }),
      () => !controller.signal.aborted && setState({ type: 'failed' }),
    );
    return () => controller.abort();
  }, []);
  return state;
}

/**
 * The confirmation page's facts (spec §2 EmpfaengerBestaetigung): the order status, the recipient's
 * share of the reward when there is one — where it stands and when it comes, as the server words
 * it (issue 15) — and the way to the partner's order page.
 */
export function OrderOverview({ recipient, token, channel, storesBankData, lang }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const hasShare = recipient.EmpfaengerPraemieCent > 0;
  const order = useLoaded<RecipientOrder>((signal) => getOrder(token, signal));
  const reward = useLoaded<RecipientReward>(
    hasShare ? (signal) => getReward(token, recipient.Empfaengernummer, signal) : null,
  );
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  async function orderNow() {
    setError(null);
    setLeaving(true);
    try {
      const url = orderPageUrl(
        await getProductLink(recipient.Empfehlungsnummer, channel, recipient.Empfaengernummer),
      );
      if (!url) throw new ApiRequestError(500, { code: 'common.technical' });
      goToOrderPage(url);
    } catch (e) {
      setLeaving(false);
      setError(failureText(e, lang));
      errorRef.current?.focus();
    }
  }

  const orderDate = order.type === 'ready' ? displayDate(order.value.Auftragsdatum) : null;
  const expired = order.type === 'ready' && order.value.Status === 'Abgelaufen';

  return (
    <>
      <section aria-labelledby={`${id}-order`}>
        <h2 id={`${id}-order`}>{t('recipient.confirmation.orderTitle')}</h2>
        <div role="status" className="form__status">
          {order.type === 'loading' && <p>{t('recipient.confirmation.loadingOrder')}</p>}
          {order.type === 'failed' && <p>{errorText('common.technical', lang)}</p>}
        </div>
        {order.type === 'ready' && (
          <dl className="recipient-facts">
            <dt>{t('recipient.confirmation.product')}</dt>
            <dd>{order.value.ProduktName}</dd>
            <dt>{t('recipient.confirmation.status')}</dt>
            <dd>{t(`recipient.confirmation.orderStatus.${order.value.Status}`)}</dd>
            {orderDate && (
              <>
                <dt>{t('recipient.confirmation.orderDate')}</dt>
                <dd>{orderDate}</dd>
              </>
            )}
          </dl>
        )}
        {!expired && (
          <>
            <p>{t('recipient.confirmation.orderText')}</p>
            <p ref={errorRef} tabIndex={-1} role="alert" className="form__error">
              {error}
            </p>
            <div>
              <button type="button" className="button button--primary" disabled={leaving} onClick={orderNow}>
                {t('recipient.confirmation.order')}
              </button>
            </div>
            <p role="status" className="form__status">
              {leaving ? t('recipient.confirmation.ordering') : ''}
            </p>
          </>
        )}
      </section>
      {hasShare && (
        <section aria-labelledby={`${id}-reward`}>
          <h2 id={`${id}-reward`}>{t('recipient.confirmation.rewardTitle')}</h2>
          <div role="status" className="form__status">
            {reward.type === 'loading' && <p>{t('common.loading')}</p>}
            {reward.type === 'failed' && <p>{errorText('common.technical', lang)}</p>}
          </div>
          {reward.type === 'ready' && (
            <dl className="recipient-facts">
              <dt>{t('recipient.confirmation.rewardValue')}</dt>
              <dd>{reward.value.Wert}</dd>
              <dt>{t('recipient.confirmation.status')}</dt>
              <dd>{reward.value.StatusText}</dd>
            </dl>
          )}
          {/* When the share comes (spec §9: about 4 to 10 weeks after the contract; issue 15). */}
          {reward.type === 'ready' && reward.value.Zeitangabe && <p>{reward.value.Zeitangabe}</p>}
          {/* A ready share without an account is picked up by a mailed link: a lost one is sent again. */}
          {reward.type === 'ready' && reward.value.AbhollinkMoeglich && (
            <PickupLinkRequest token={token} empfaengernummer={recipient.Empfaengernummer} lang={lang} />
          )}
          {needsBankData(recipient, storesBankData) && (
            <p>
              {t('recipient.confirmation.bankMissing')}{' '}
              <Link to={recipientStepHref('EmpfaengerBankdaten', recipient.Empfehlungsnummer)}>
                {t('recipient.confirmation.bankLink')}
              </Link>
            </p>
          )}
        </section>
      )}
    </>
  );
}
