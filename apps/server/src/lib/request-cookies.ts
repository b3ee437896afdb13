import type { FastifyRequest } from 'fastify';
import { isFitText } from './input-characters.ts';

/**
 * A request's cookie, parsed on first read. Only two answers read a cookie (the device id of the
 * fraud checks, the channel of a visit), so the header is parsed there rather than for every
 * request (issue 32: a hook on every route cost the hottest calls).
 *
 * Cookies carry no authority here, only preferences: one whose decoded value holds a control
 * character or a lone surrogate is as good as none, and refusing it would lock the browser that
 * holds it out of every page (the edge's rule for parameters, `plugins/input-characters.ts`).
 */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  // `request.cookies` stays unset by @fastify/cookie (registered with `hook: false`) until here.
  const cookies = (request.cookies as FastifyRequest['cookies'] | null) ?? fitCookies(request);
  request.cookies = cookies;
  return cookies[name];
}

function fitCookies(request: FastifyRequest): FastifyRequest['cookies'] {
  const header = request.headers.cookie;
  if (!header) return {};
  const cookies = request.server.parseCookie(header);
  for (const name in cookies) {
    const value = cookies[name];
    if (value !== undefined && !isFitText(value, 'url')) delete cookies[name];
  }
  return cookies;
}
