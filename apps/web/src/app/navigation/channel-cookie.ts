import { CHANNEL_COOKIE_DAYS, CHANNEL_QUERY_PARAMS, COOKIE_NAMES } from '@kwk/shared/constants';

export interface CookieToSet {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/**
 * Spec §2: a campaign query parameter (channel, c, pk_campaign or mtm_campaign) is stored in a
 * channel cookie for 730 days. The first parameter in that order wins; empty values are ignored.
 */
export function channelCookieFromSearch(search: string): CookieToSet | null {
  const params = new URLSearchParams(search);
  for (const key of CHANNEL_QUERY_PARAMS) {
    const value = params.get(key)?.trim();
    if (value) {
      return { name: COOKIE_NAMES.channel, value, maxAgeSeconds: CHANNEL_COOKIE_DAYS * 24 * 60 * 60 };
    }
  }
  return null;
}
