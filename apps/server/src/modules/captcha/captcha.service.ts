import { createHmac } from 'node:crypto';
import { CAPTCHA_TTL_MS } from '@kwk/shared/constants';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { captchaSpent } from './captcha.table.ts';

export interface CaptchaOptions {
  /** Upper bound of the proof-of-work counter: the work a browser does, on average half of it. */
  maxCounter: number;
}

export const DEFAULT_CAPTCHA_OPTIONS: CaptchaOptions = { maxCounter: 200_000 };

/**
 * Self-hosted proof-of-work captcha (ALTCHA). A challenge is signed with a per-tenant key and
 * expires after 10 minutes; a solved payload is accepted once.
 */
export function createCaptchaService({
  db,
  clock,
  secret,
  options = DEFAULT_CAPTCHA_OPTIONS,
}: {
  db: Db;
  clock: Clock;
  secret: string;
  options?: CaptchaOptions;
}) {
  const keys = (tenantKey: string) => ({
    hmacSignatureSecret: createHmac('sha256', secret).update(`captcha-signature:${tenantKey}`).digest('hex'),
    hmacKeySignatureSecret: createHmac('sha256', secret).update(`captcha-key:${tenantKey}`).digest('hex'),
  });
  let verifications = 0;

  return {
    async challenge(tenantKey: string): Promise<Challenge> {
      const { codeChallenge: _, ...challenge } = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(options.maxCounter / 10), options.maxCounter),
        deriveKey,
        expiresAt: new Date(clock.now().getTime() + CAPTCHA_TTL_MS),
        ...keys(tenantKey),
      });
      return challenge;
    },

    /** Throws `captcha.required` without a payload and `captcha.invalid` for a wrong, expired or reused one. */
    async verify(tenant: { id: string; key: string }, payload: string | undefined): Promise<void> {
      if (!payload) throw new AppError('captcha.required');
      const decoded = decodePayload(payload);
      if (!decoded) throw new AppError('captcha.invalid');
      const expiresAt = decoded.challenge.parameters.expiresAt;
      if (!expiresAt || expiresAt * 1000 <= clock.now().getTime()) throw new AppError('captcha.invalid');
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        ...keys(tenant.key),
      }).catch(() => undefined);
      if (!result?.verified || !decoded.challenge.signature) throw new AppError('captcha.invalid');

      const spent = await db
        .insert(captchaSpent)
        .values({
          signature: decoded.challenge.signature,
          tenantId: tenant.id,
          expiresAt: new Date(expiresAt * 1000),
        })
        .onConflictDoNothing()
        .returning({ signature: captchaSpent.signature });
      if (spent.length === 0) throw new AppError('captcha.invalid');

      // Spent payloads are only needed until they would have expired anyway.
      if (++verifications % 100 === 0) {
        await db.delete(captchaSpent).where(sql`${captchaSpent.expiresAt} < ${clock.now()}`);
      }
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

function decodePayload(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    if (!value || typeof value !== 'object') return undefined;
    const { challenge, solution } = value as { challenge?: Challenge; solution?: Solution };
    if (!challenge?.parameters || typeof challenge.parameters !== 'object') return undefined;
    if (!solution || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string')
      return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}
