import { createHash, timingSafeEqual } from 'node:crypto';
import { type AgencyRole, isAgencyRole } from '@kwk/shared/agency/agency-abilities';

/** The scope spec §6 names for the agency sign-in. */
export const AGENCY_SSO_SCOPE = 'openid department az_basic';

/** How long a started sign-in may take to come back (the row's expiry). */
export const SSO_REQUEST_TTL_MS = 10 * 60_000;

/** The claim that names the agency (spec §6 scope `department`). */
export const DEPARTMENT_CLAIM = 'department';

/** RFC 7636 S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Whether the verifier is the one whose challenge the sign-in was started with (constant time). */
export function verifierMatches(verifier: string, challenge: string): boolean {
  const a = Buffer.from(s256(verifier));
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The redirect URI must be one registered for the tenant, compared exactly (RFC 9700 §4.1.3). */
export function isRegisteredRedirectUri(registered: readonly string[], uri: string): boolean {
  return registered.includes(uri);
}

/**
 * The agency roles of a role claim: providers send an array or, for one role, a string; names
 * that are no agency role are dropped (they open nothing), and each role counts once.
 */
export function rolesFromClaim(value: unknown): AgencyRole[] {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return [...new Set(values.filter(isAgencyRole))];
}

/** The department claim as the agency's key, or undefined when it is missing or not text. */
export function departmentFromClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The person's display name from the standard claims. */
export function nameFromClaims(claims: Record<string, unknown>): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const full =
    text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return full.slice(0, 200);
}
