import type { AgencyUser } from '@kwk/shared/agency/agency.schemas';
import { apiFetch } from '../../../lib/api-client.ts';
import { agencyFetch } from './agency-fetch.ts';

/** The signed-in agency user as the server now has it (name, roles, abilities may have changed). */
export function getAgencyUser(signal?: AbortSignal) {
  return agencyFetch<Omit<AgencyUser, 'Token'>>('agentur/user', { signal });
}

/** A new token before the old one expires; the caller decides what a refusal means. */
export function refreshAgencyToken(token: string) {
  return apiFetch<AgencyUser>('agentur/refresh', { method: 'POST', bearer: token });
}

/** Ends the session on the server; signing out here happens whatever it answers. */
export function logoutAgency(token: string) {
  return apiFetch<null>('agentur/logout', { method: 'POST', bearer: token });
}
