import type { RecommendationCreateBody } from '@kwk/shared/referrals/referral.schemas';
import { apiFetch } from '../../../lib/api-client.ts';
import { authFetch } from '../../../lib/session/auth-fetch.ts';

/** POST /Empfehlen/create with a null body: whether this tenant asks for a captcha (spec §7). */
export async function getRecommendationCaptchaRequired(): Promise<boolean> {
  const answer = await apiFetch<{ IsCaptchaRequired: boolean }>('Empfehlen/create', {
    method: 'POST',
    body: null,
  });
  return answer.IsCaptchaRequired === true;
}

export interface RecommendationCreated {
  code: 'referrals.optin_required';
  message: string;
  Empfehlungsnummer: number;
}

/** POST /Empfehlen/create?captcha=…: 202 once created; the referrer confirms by the mailed link. */
export function createRecommendation(
  body: RecommendationCreateBody,
  captcha: string | undefined,
): Promise<RecommendationCreated> {
  return apiFetch<RecommendationCreated>('Empfehlen/create', { method: 'POST', query: { captcha }, body });
}

/**
 * POST /Mitarbeiterempfehlung?captcha=…: an agency's employee recommends as themself, signed in; the
 * server puts their own agent number on the referral (issue 27, item 13).
 */
export function createEmployeeRecommendation(
  body: RecommendationCreateBody,
  captcha: string | undefined,
): Promise<RecommendationCreated> {
  return authFetch<RecommendationCreated>('Mitarbeiterempfehlung', {
    method: 'POST',
    query: { captcha },
    body,
  });
}
