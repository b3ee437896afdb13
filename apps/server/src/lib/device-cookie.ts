import { randomBytes } from 'node:crypto';
import { COOKIE_NAMES } from '@kwk/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestCookie } from './request-cookies.ts';

const DEVICE_ID = /^[0-9a-f]{32}$/;
/** Two years: long enough to see the same browser recommend and confirm. */
const MAX_AGE_S = 2 * 365 * 86_400;

/**
 * The browser's device id for the fraud checks (issue 15): the same browser recommending and then
 * confirming as the recipient is a signal. A random value with no meaning of its own, set by the
 * server (HttpOnly) the first time it is needed; used only to prevent fraud, as the terms say, so
 * it is a strictly necessary cookie and needs no consent.
 */
export function deviceId(request: FastifyRequest, reply: FastifyReply): string {
  const sent = requestCookie(request, COOKIE_NAMES.device);
  if (sent && DEVICE_ID.test(sent)) return sent;
  const id = randomBytes(16).toString('hex');
  reply.setCookie(COOKIE_NAMES.device, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: MAX_AGE_S,
  });
  return id;
}

/**
 * Where a request comes from: its client address and device id for the fraud checks, its user
 * agent for the proofs (eligibility, consent).
 */
export const requestOrigin = (request: FastifyRequest, reply: FastifyReply) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
  device: deviceId(request, reply),
});
