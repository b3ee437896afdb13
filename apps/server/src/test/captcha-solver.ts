import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from './test-app.ts';

/** Does what the `<altcha-widget>` does in the browser: fetch a challenge, solve it, encode the payload. */
export async function solvedCaptcha(app: FastifyInstance, tenant: string): Promise<string> {
  const challenge = (await app.inject({ url: `/api/v1/${tenant}/captcha/challenge` })).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Turns the tenant's captcha on (spec §9 FriendlyCaptcha), on the wall clock its challenges expire by. */
export async function captchaOn(t: TestContext, tenant: string): Promise<void> {
  t.clock.set(new Date());
  await t.database.query(
    `update tenants set brand = jsonb_set(brand, '{Features,FriendlyCaptcha}', 'true') where key = $1`,
    [tenant],
  );
  t.app.services.tenants.invalidate();
}
