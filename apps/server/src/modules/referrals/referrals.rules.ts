import { createHmac, randomInt } from 'node:crypto';
import { REFERRAL_LINK_VALID_DAYS } from '@kwk/shared/constants';
import { OFFLINE_CODE_ALPHABET, OFFLINE_CODE_LENGTH } from '@kwk/shared/referrals/referral.schemas';

const DAY_MS = 86_400_000;

/** A referral link is valid for 60 days (spec §4, §9). */
export function referralExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REFERRAL_LINK_VALID_DAYS * DAY_MS);
}

/**
 * The hex token of a referral link: a MAC over tenant and number. Nothing to store, nothing to
 * leak from the database, and the portal can show the referrer the same link again at any time.
 */
export function linkToken(secret: string, tenantId: string, empfehlungsnummer: number): string {
  return createHmac('sha256', secret)
    .update(`referral-link:${tenantId}:${empfehlungsnummer}`)
    .digest('hex')
    .slice(0, 32);
}

export function referralLink(origin: string, empfehlungsnummer: number, token: string): string {
  return `${origin}/empfehlung/${empfehlungsnummer}?k=${token}`;
}

/** The recipient's address is compared by a keyed hash, which outlives the erased address itself. */
export function recipientIdentityHash(secret: string, emailIdentity: string): string {
  return createHmac('sha256', secret).update(`recipient:${emailIdentity}`).digest('hex');
}

/**
 * Eight digits, never starting with 0: short enough to read out, too many to guess; drawn with the
 * crypto generator, as `Math.random`'s state can be recovered from a few of its outputs.
 */
export function randomEmpfehlungsnummer(draw: (min: number, max: number) => number = randomInt): number {
  return draw(10_000_000, 100_000_000);
}

/**
 * A new offline code: eight characters of a 31-letter alphabet (about 40 bits), drawn with the
 * crypto generator; with the lookup's rate limit, guessing a live code takes years.
 */
export function randomOfflineCode(draw: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < OFFLINE_CODE_LENGTH; i++)
    code += OFFLINE_CODE_ALPHABET[draw(OFFLINE_CODE_ALPHABET.length)];
  return code;
}

/** Offline codes are kept as a keyed hash, like every other secret the portal hands out. */
export function offlineCodeHash(secret: string, tenantId: string, code: string): string {
  return createHmac('sha256', secret).update(`offline-code:${tenantId}:${code}`).digest('hex');
}
