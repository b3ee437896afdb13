import type { TestContext } from '../../test/test-app.ts';
import { bearer } from '../accounts/accounts.test-helpers.ts';
import { nextClientIp } from '../referrals/referrals.test-helpers.ts';

/** A valid invitation of an agent; override fields per test. */
export const invitationBody = (over: Record<string, unknown> = {}) => ({
  Vorname: 'Nina',
  Nachname: 'Neumann',
  Email: 'nina.neumann@example.org',
  Art: 'Mitarbeiter',
  Mitarbeiternummer: 'N-9000',
  ...over,
});

/** `PUT Einladung` with a body, as the agency user of `token`. */
export function invite(
  t: TestContext,
  token: string,
  body: unknown,
  options: { lang?: string; captcha?: string; tenant?: string } = {},
) {
  const query = options.captcha ? `?captcha=${encodeURIComponent(options.captcha)}` : '';
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/${options.tenant ?? 'partner'}/Einladung${query}`,
    headers: { ...bearer(token), ...(options.lang ? { 'accept-language': options.lang } : {}) },
    payload: body as object,
    remoteAddress: nextClientIp(),
  });
}

/** The token of the registration link in an invitation mail. */
export function registrationToken(text: string): string {
  const m = /\/registrieren\?einladung=([\w-]+)/.exec(text);
  if (!m?.[1]) throw new Error('no registration link in the mail');
  return m[1];
}
