import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';

/** Does what the `<altcha-widget>` does in the browser: fetch a challenge, solve it, encode the payload. */
export async function solvedCaptcha(app: FastifyInstance, tenant: string): Promise<string> {
  const challenge = (await app.inject({ url: `/api/v1/${tenant}/captcha/challenge` })).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
