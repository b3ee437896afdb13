/** Business constants and limits of spec §9. */
export const REQUEST_TIMEOUT_MS = 300_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOKEN_EXPIRY_CHECK_MS = 60_000;
export const CONSENT_COOKIE_DAYS = 60;
export const CHANNEL_COOKIE_DAYS = 730;
export const REFERRAL_LINK_VALID_DAYS = 60;
export const RECIPIENT_DATA_DELETE_WEEKS = 12;
export const REVOCATION_PERIOD_DAYS = 14;
export const DEFAULT_BOUNTY_RECIPIENT = 100;
export const AGENT_PAGE_SIZE = 6;
export const EXIT_INTENT_DELAY_MS = 15_000;
export const SCROLL_ANIMATION_MS = 300;
export const YOUNG_TARIFF_MAX_AGE = 28;
export const CAPTCHA_TTL_MS = 10 * 60_000;
export const BREAKPOINTS = { xl: 1440, lg: 1024, md: 768, sm: 320, sx: 0 } as const;
/** Query parameters that name a campaign/channel and go into the channel cookie (spec §2). */
export const CHANNEL_QUERY_PARAMS = ['channel', 'c', 'pk_campaign', 'mtm_campaign'] as const;
export const COOKIE_NAMES = {
  channel: 'kwk_channel',
  consent: 'kwk_consent',
  userToken: 'kwk_token',
  recipientPrefix: 'kwk_empfaenger_',
  /** A random device id the server sets on recommending and confirming, for the fraud checks (issue 15). */
  device: 'kwk_geraet',
} as const;
