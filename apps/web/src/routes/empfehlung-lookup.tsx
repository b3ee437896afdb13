import { COOKIE_NAMES } from '@kwk/shared/constants';
import { getHref } from '@kwk/shared/routes/route-table';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { countVisit } from '../features/recipients/api/count-visit.ts';
import { getLanding } from '../features/recipients/api/get-landing.ts';
import { LandingOffer } from '../features/recipients/components/landing-offer.tsx';
import {
  type LandingOutcome,
  outcomeOfError,
  outcomeOfLanding,
} from '../features/recipients/landing-outcome.ts';
import { readRecipientAccess } from '../features/recipients/recipient-cookie.ts';
import {
  isLinkToken,
  parseEmpfehlungsnummer,
  recipientChannel,
  rememberLanding,
} from '../features/recipients/recipient-link.ts';
import { recipientStepHref } from '../features/recipients/recipient-steps.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { getCookie } from '../lib/cookies.ts';
import { errorText } from '../lib/error-text.ts';
import { useMandant } from '../lib/use-mandant.ts';

type State = { type: 'loading' } | LandingOutcome;

/**
 * /empfehlung/:empfehlungsnummer?k=…: the recipient's landing (spec §2, §7 "Recommendation").
 * Expired referrals go to /empfehlungabgelaufen; blocked and unknown ones say so here (spec §8).
 */
export function Component() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const nr = parseEmpfehlungsnummer(useParams().empfehlungsnummer);
  const k = params.get('k');
  const linkOk = nr !== null && isLinkToken(k);
  const [state, setState] = useState<State>(linkOk ? { type: 'loading' } : { type: 'notFound' });
  const channel = recipientChannel(search, getCookie(COOKIE_NAMES.channel));
  const counted = useRef(false);
  const { Modules, Rules } = useMandant();

  useEffect(() => {
    if (nr === null || !isLinkToken(k)) {
      setState({ type: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ type: 'loading' });
    getLanding(nr, k, controller.signal).then(
      (landing) => setState(outcomeOfLanding(landing)),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiRequestError ? error : undefined;
        setState(outcomeOfError(failure?.code, failure?.status ?? 0));
      },
    );
    return () => controller.abort();
  }, [nr, k]);

  useEffect(() => {
    if (state.type === 'expired') navigate(getHref('EmpfehlungAbgelaufen'), { replace: true });
    if (state.type !== 'offer' || nr === null || !isLinkToken(k)) return;
    rememberLanding(nr, k);
    // One count per page view, not per render (React's development double effect included).
    if (counted.current) return;
    counted.current = true;
    countVisit(nr, channel, readRecipientAccess(nr)?.empfaengernummer);
  }, [state, nr, k, channel, navigate]);

  return (
    <SkeletonPage name="EmpfehlungLookup">
      <div role="status" className="form__status">
        {state.type === 'loading' && <p>{t('recipient.loading')}</p>}
        {state.type === 'blocked' && <p>{errorText('recipients.blocked', lang)}</p>}
        {state.type === 'notFound' && (
          <>
            <p>{errorText('referrals.not_found', lang)}</p>
            <p>{t('recipient.landing.notFoundHelp')}</p>
          </>
        )}
      </div>
      {state.type === 'failed' && (
        <p role="alert" className="form__error">
          {errorText(state.code, lang)}
        </p>
      )}
      {state.type === 'notFound' && (
        <p>
          <Link to={getHref('Empfehlungscode')}>{t('recipient.enterCode')}</Link>
        </p>
      )}
      {(state.type === 'blocked' || state.type === 'notFound' || state.type === 'failed') && (
        <p>
          <Link to={getHref('Home')}>{t('common.backHome')}</Link>
        </p>
      )}
      {state.type === 'offer' && k && (
        <LandingOffer
          landing={state.landing}
          k={k}
          channel={channel}
          storesBankData={Modules.ModuleStoringBankdata}
          bankingRule={Rules.BankingActivityRule}
          lang={lang}
          onOpened={(step) => navigate(recipientStepHref(step, state.landing.Empfehlungsnummer))}
          onRefused={(code) =>
            code === 'recipients.expired'
              ? navigate(getHref('EmpfehlungAbgelaufen'), { replace: true })
              : setState({ type: 'blocked' })
          }
        />
      )}
    </SkeletonPage>
  );
}
