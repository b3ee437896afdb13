import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with 19 MiB, 4 passes, one lane: OWASP's memory floor with more passes than its
 * minimum, so one hash costs 50–150 ms of CPU on this machine (`npm run bench` prints it) while
 * ten sign-ins at once stay within 200 MB. Hashing runs on libuv's pool, not the event loop.
 */
export const PASSWORD_HASH_OPTIONS = {
  /** Argon2id (the library's `Algorithm` is a const enum, which our module syntax cannot import). */
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 4,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, PASSWORD_HASH_OPTIONS);

/** A hash of nothing anyone knows: unknown accounts cost the same time as known ones. */
let decoy: Promise<string> | undefined;

/**
 * Whether the password matches the stored hash. Without a stored hash (unknown account, or one
 * that never set a password) it still hashes once and answers false, so timing tells nothing.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
