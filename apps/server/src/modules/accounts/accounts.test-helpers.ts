import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import type { TestContext } from '../../test/test-app.ts';
import { lastMail, nextClientIp } from '../referrals/referrals.test-helpers.ts';

export const PASSWORD = 'Sommer2026';

/** The token of a mailed link to a page (`login`, `passwortsetzen`). */
export function linkToken(text: string, page: 'login' | 'passwortsetzen'): string {
  const m = new RegExp(`/${page}\\?token=([\\w-]+)`).exec(text);
  if (!m?.[1]) throw new Error(`no ${page} link in the mail`);
  return m[1];
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function api(
  t: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { tenant?: string; token?: string; body?: unknown; ip?: string; lang?: string } = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1/${options.tenant ?? 'telko'}${url}`,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    remoteAddress: options.ip ?? nextClientIp(),
  });
}

/** Registers a referrer, signs in with the mailed access link and, if given, sets a password. */
export async function signedUpReferrer(
  t: TestContext,
  email: string,
  options: { tenant?: string; password?: string } = {},
): Promise<LoginResponse> {
  const tenant = options.tenant ?? 'telko';
  const created = await api(t, 'POST', '/account/createEmpfehler', {
    tenant,
    body: { Vorname: 'Anna', Nachname: 'Berg', Email: email, Teilnahmeberechtigt: true },
  });
  if (created.statusCode !== 202) throw new Error(`createEmpfehler: ${created.body}`);
  const mail = await lastMail(t, 'account.access', email);
  const login = await api(t, 'GET', `/account/login?token=${linkToken(mail!.text_body, 'login')}`, {
    tenant,
  });
  if (login.statusCode !== 200) throw new Error(`login by link: ${login.body}`);
  const user = login.json() as LoginResponse;
  if (!options.password) return user;
  const set = await api(t, 'PUT', '/account/resetPasswordWithoutToken', {
    tenant,
    token: user.Token,
    body: { Passwort: options.password, PasswortBestaetigung: options.password },
  });
  if (set.statusCode !== 200) throw new Error(`set password: ${set.body}`);
  return { ...user, PasswortGesetzt: true };
}

/**
 * A session as a host system's autologin makes it: its partner key (with `host_sign_in`) asks for
 * a one-time token, which signs in as a session marked `admin`.
 */
export async function hostSession(t: TestContext, hostKey: string, email: string, tenant = 'telko') {
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/partner/v1/${tenant}/login-tokens`,
    headers: bearer(hostKey),
    payload: { Email: email, Vorname: 'Hanna', Nachname: 'Host' },
  });
  if (issued.statusCode !== 201) throw new Error(`login-tokens: ${issued.body}`);
  const login = await api(t, 'GET', `/account/adminLogin/${issued.json().Token}`, { tenant });
  if (login.statusCode !== 200) throw new Error(`adminLogin: ${login.body}`);
  return (login.json() as LoginResponse).Token;
}
