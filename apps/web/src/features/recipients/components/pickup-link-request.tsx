import type { Language } from '@kwk/shared/errors/error-codes';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { failureText } from '../../../lib/error-text.ts';
import { mailPickupLink } from '../api/mail-pickup-link.ts';

type State = { type: 'idle' } | { type: 'sending' } | { type: 'sent' } | { type: 'failed'; message: string };

/**
 * A fresh pickup link for the recipient's ready share (issue 27, finding 8): the first mail may be
 * lost or its link expired. The link goes to the recipient's address by mail, never onto this page;
 * the status line says it went out, or why not.
 */
export function PickupLinkRequest({
  token,
  empfaengernummer,
  lang,
}: {
  token: string;
  empfaengernummer: string;
  lang: Language;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ type: 'idle' });
  const errorRef = useRef<HTMLParagraphElement>(null);

  async function send() {
    setState({ type: 'sending' });
    try {
      await mailPickupLink(token, empfaengernummer);
      setState({ type: 'sent' });
    } catch (e) {
      setState({
        type: 'failed',
        message: failureText(e, lang),
      });
      errorRef.current?.focus();
    }
  }

  return (
    <div>
      <p>{t('recipient.confirmation.pickupLinkText')}</p>
      <p ref={errorRef} tabIndex={-1} role="alert" className="form__error">
        {state.type === 'failed' ? state.message : null}
      </p>
      <div>
        <button type="button" className="button" disabled={state.type === 'sending'} onClick={send}>
          {t('recipient.confirmation.pickupLinkSend')}
        </button>
      </div>
      <p role="status" className="form__status">
        {state.type === 'sending'
          ? t('recipient.confirmation.pickupLinkSending')
          : state.type === 'sent'
            ? t('recipient.confirmation.pickupLinkSent')
            : ''}
      </p>
    </div>
  );
}
