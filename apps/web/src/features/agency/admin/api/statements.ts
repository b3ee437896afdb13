import type { statementSchema } from '@kwk/shared/agency/agency-admin.schemas';
import type { z } from 'zod';
import { currentLanguage } from '../../../../i18n/i18n.ts';
import { ApiRequestError, apiUrl } from '../../../../lib/api-client.ts';
import { endsAgencySession } from '../../session/agency-session-rules.ts';
import { endAgencySession } from '../../session/agency-session-store.ts';
import { agencyCall } from './agency-call.ts';

/** A monthly commission statement (Rechnung). */
export type Statement = z.infer<typeof statementSchema>;

/** GET agentur/rechnungen: the agency's monthly statements. */
export function getStatements(token: string, signal?: AbortSignal): Promise<Statement[]> {
  return agencyCall<Statement[]>(token, 'agentur/rechnungen', { signal });
}

/**
 * GET agentur/rechnungen/{Monat}.pdf with the bearer token: a link cannot carry the token, so the
 * PDF comes as a Blob the page saves.
 */
export async function getStatementPdf(token: string, month: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(apiUrl(`agentur/rechnungen/${encodeURIComponent(month)}.pdf`), {
      headers: {
        Accept: 'application/pdf',
        'Accept-Language': currentLanguage(),
        Authorization: `Bearer ${token}`,
      },
    });
  } catch {
    throw new ApiRequestError(0, { code: 'common.network' });
  }
  if (!response.ok) {
    const error = new ApiRequestError(response.status, await response.json().catch(() => ({})));
    if (endsAgencySession(error)) endAgencySession('refused', token);
    throw error;
  }
  return response.blob();
}
