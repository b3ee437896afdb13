import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import type {
  InvitationBody,
  invitationByTokenSchema,
  invitationMaskDataSchema,
  invitationSentSchema,
} from '@kwk/shared/agency/agency-admin.schemas';
import type { z } from 'zod';
import { apiFetch } from '../../../../lib/api-client.ts';
import { agencyCall } from './agency-call.ts';

export type InvitationMaskData = z.infer<typeof invitationMaskDataSchema>;
export type InvitationSent = z.infer<typeof invitationSentSchema>;
export type InvitationByToken = z.infer<typeof invitationByTokenSchema>;

/** GET Einladung/daten (spec §7): the agency's name and the kinds of agent it may invite. */
export function getInvitationMaskData(token: string, signal?: AbortSignal): Promise<InvitationMaskData> {
  return agencyCall<InvitationMaskData>(token, 'Einladung/daten', { signal });
}

/** PUT Einladung with no body (spec §7): whether sending an invitation needs the captcha. */
export async function getInvitationCaptchaRequired(token: string): Promise<boolean> {
  const answer = await agencyCall<{ IsCaptchaRequired: boolean }>(token, 'Einladung', {
    method: 'PUT',
  });
  return answer.IsCaptchaRequired === true;
}

/** PUT Einladung?captcha=… with the invitation; the solved captcha travels in the query like the referral's. */
export function sendInvitation(
  token: string,
  body: InvitationBody,
  captcha: string | undefined,
): Promise<InvitationSent> {
  return agencyCall<InvitationSent>(token, 'Einladung', { method: 'PUT', query: { captcha }, body });
}

/** POST Einladung/pruefen: the invitation behind a registration link (401 when used or expired). */
export function checkInvitationLink(linkToken: string, signal?: AbortSignal): Promise<InvitationByToken> {
  return apiFetch<InvitationByToken>('Einladung/pruefen', {
    method: 'POST',
    body: { Token: linkToken },
    signal,
  });
}

/** POST Einladung/annehmen: the invited agent's password; the answer signs them in as a referrer. */
export function acceptInvitation(body: {
  Token: string;
  Passwort: string;
  PasswortBestaetigung: string;
}): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('Einladung/annehmen', { method: 'POST', body });
}
