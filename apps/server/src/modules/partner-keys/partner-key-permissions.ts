/**
 * What a partner key may do (decision 011): `events` sends partner events
 * (`POST /api/partner/v1/{tenant}/events`), `host_sign_in` mints one-time sign-ins for the host
 * system's users (`POST /api/partner/v1/{tenant}/login-tokens`). Each is granted on its own.
 */
export const PARTNER_KEY_PERMISSIONS = ['events', 'host_sign_in'] as const;
export type PartnerKeyPermission = (typeof PARTNER_KEY_PERMISSIONS)[number];
