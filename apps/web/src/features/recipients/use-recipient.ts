import type { Recipient } from '@kwk/shared/recipients/recipient.schemas';
import { useCallback, useEffect, useState } from 'react';
import { currentLanguage } from '../../i18n/i18n.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { getRecipient } from './api/get-recipient.ts';
import { forgetRecipientAccess, lookupRefusesToken, readRecipientAccess } from './recipient-cookie.ts';

export type RecipientState =
  | { type: 'loading' }
  /** No recipient for this referral in this browser (no cookie, or the server no longer knows it). */
  | { type: 'missing' }
  | { type: 'failed'; message: string }
  | { type: 'ready'; recipient: Recipient; token: string };

/**
 * The recipient of a referral from its cookie, checked with `GET empfaenger/{token}`. `lose()` is
 * for a later call that the server refused with recipients.unauthorized: cookie gone, state missing.
 */
export function useRecipient(empfehlungsnummer: number | null): [RecipientState, () => void] {
  const [state, setState] = useState<RecipientState>({ type: 'loading' });

  useEffect(() => {
    const access = empfehlungsnummer === null ? null : readRecipientAccess(empfehlungsnummer);
    if (empfehlungsnummer === null || !access) {
      setState({ type: 'missing' });
      return;
    }
    const controller = new AbortController();
    setState({ type: 'loading' });
    getRecipient(access.token, controller.signal).then(
      (recipient) => {
        if (recipient.Empfehlungsnummer !== empfehlungsnummer) {
          forgetRecipientAccess(empfehlungsnummer);
          setState({ type: 'missing' });
        } else setState({ type: 'ready', recipient, token: access.token });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiRequestError ? error : undefined;
        if (failure && lookupRefusesToken(failure.status)) {
          forgetRecipientAccess(empfehlungsnummer);
          setState({ type: 'missing' });
        } else setState({ type: 'failed', message: errorText(failure?.code, currentLanguage()) });
      },
    );
    return () => controller.abort();
  }, [empfehlungsnummer]);

  const lose = useCallback(() => {
    if (empfehlungsnummer !== null) forgetRecipientAccess(empfehlungsnummer);
    setState({ type: 'missing' });
  }, [empfehlungsnummer]);

  return [state, lose];
}
