import type { ReportRow } from '@kwk/shared/agency/agency-reports.schemas';
import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { useEffect, useRef, useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { displayDate } from '../../../lib/display-date.ts';
import { failureText } from '../../../lib/error-text.ts';
import { ConfirmDialog } from '../admin/confirm-dialog.tsx';
import { releaseOrder } from '../api/agency-reports.ts';

type Order = ReportRow<'auftraege'>;

/** Only a standing order can be released; a cancelled, revoked or rejected one earns nothing. */
const RELEASABLE: ReadonlySet<Order['Status']> = new Set(['Bestellt', 'Wirksam']);

/**
 * An order's release (spec §7 `PUT agentur/auftragfreigeben/{a}/{b}`): who released it and when,
 * or, for a user with the Verwaltung ability, a button. The button asks first (decision 063): a
 * release earns the agency its commission and cannot be taken back, so a question naming the
 * order, agent and reward stands before the request; nothing is sent until it is answered yes.
 * After the release the button gives way to the release's text, which takes focus (a second click
 * is impossible: there is no button left).
 */
export function OrderRelease({
  order,
  mayRelease,
  onReleased,
}: {
  order: Order;
  mayRelease: boolean;
  onReleased: (message: string) => void;
}) {
  const { t } = useTranslation('agency');
  const [release, setRelease] = useState(
    order.Freigegeben ? { am: order.FreigegebenAm, von: order.FreigegebenVon } : null,
  );
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const focusText = useRef(false);

  useEffect(() => {
    if (release && focusText.current) {
      focusText.current = false;
      textRef.current?.focus();
    }
  }, [release]);

  async function releaseNow() {
    setAsking(false);
    setBusy(true);
    setError(null);
    try {
      const answer = await releaseOrder(order.Empfehlungsnummer, order.Empfaengernummer);
      focusText.current = true;
      setRelease({ am: answer.FreigegebenAm, von: answer.FreigegebenVon });
      const nr = String(order.Empfehlungsnummer);
      onReleased(t(answer.BereitsFreigegeben ? 'orders.alreadyReleased' : 'orders.releasedNow', { nr }));
    } catch (caught) {
      setBusy(false);
      setError(failureText(caught, currentLanguage()));
    }
  }

  if (release)
    return (
      <span ref={textRef} tabIndex={-1} className="order-release__done">
        {t('orders.released', { date: displayDate(release.am) ?? '–', by: release.von ?? '–' })}
      </span>
    );
  if (!mayRelease || !RELEASABLE.has(order.Status)) return <>{t('orders.notReleased')}</>;
  const nr = order.Empfehlungsnummer;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button order-release__button"
        disabled={busy}
        aria-label={t('orders.releaseLabel', { nr })}
        onClick={() => setAsking(true)}
      >
        {busy ? t('orders.releasing') : t('orders.release')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('orders.confirmTitle', { nr })}
          text={t('orders.confirmText', {
            nr,
            agent: order.AgentName,
            product: order.Produkt,
            reward: formatEuro(order.PraemieCent, currentLanguage()),
          })}
          confirmLabel={t('orders.confirm')}
          cancelLabel={t('orders.cancel')}
          onConfirm={releaseNow}
          onCancel={() => {
            setAsking(false);
            buttonRef.current?.focus();
          }}
        />
      )}
      {error && (
        <span role="alert" className="form__error">
          {error}
        </span>
      )}
    </>
  );
}
