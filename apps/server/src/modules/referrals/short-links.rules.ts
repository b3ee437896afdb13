import { randomBytes } from 'node:crypto';

/** The letters of a short code: digits and both cases, nothing a URL must escape (base62). */
export const SHORT_CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 12 base62 letters: about 71 bits, so guessing a live code is hopeless (decision 055). */
export const SHORT_CODE_LENGTH = 12;
/** What a code in a path may look like; anything else is unknown without asking the database. */
export const SHORT_CODE_PATTERN = new RegExp(`^[0-9A-Za-z]{${SHORT_CODE_LENGTH}}$`);

/** Byte values at or above this would favour the first letters (256 is not a multiple of 62). */
const UNBIASED_BELOW = 256 - (256 % SHORT_CODE_ALPHABET.length);

/**
 * A fresh random code from the crypto generator, each letter equally likely: bytes that would
 * bias the draw are thrown away (rejection sampling) rather than folded by a modulo.
 */
export function randomShortCode(bytes: (size: number) => Uint8Array = randomBytes): string {
  let code = '';
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of bytes(SHORT_CODE_LENGTH * 2)) {
      if (byte >= UNBIASED_BELOW) continue;
      code += SHORT_CODE_ALPHABET[byte % SHORT_CODE_ALPHABET.length];
      if (code.length === SHORT_CODE_LENGTH) break;
    }
  }
  return code;
}

export function shortLink(origin: string, code: string): string {
  return `${origin}/r/${code}`;
}

/**
 * Lookups of `/r/{code}` per client address and minute: a person scanning or tapping links never
 * comes near it; a guesser gets 30 tries a minute against 62^12 codes (decision 055).
 */
export const SHORT_LINK_LOOKUPS_PER_MINUTE = 30;
