import { getHref } from '@kwk/shared/routes/route-table';

import { REDIRECT_PARAM } from './redirect-param.ts';

export { REDIRECT_PARAM };

/** Control characters have no place in a path and can confuse URL parsers. */
const hasControlCharacter = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * The `?redirect=` target if it is a path on this site, else null: never another origin
 * ("//evil.example", "/\evil.example", "https://…"), and never Login or Logout, which would only
 * ask again or sign out at once.
 */
export function safeRedirectPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const login = getHref('Login');
  if (url.pathname === login || url.pathname.startsWith(`${login}/`) || url.pathname === getHref('Logout'))
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface AfterLoginInput {
  /** An already sanitised redirect target (safeRedirectPath). */
  redirect: string | null;
  /** AccountUser.PasswortGesetzt: false after a first sign-in by mailed link. */
  passwordSet: boolean;
  /** Inside a host page's iframe. */
  embedded: boolean;
}

/**
 * Where a fresh sign-in goes: back where the visitor came from, else the personal area. Without a
 * password yet, the non-embedded variant first asks for one (spec §6), keeping the target.
 */
export function afterLoginTarget({ redirect, passwordSet, embedded }: AfterLoginInput): string {
  if (!passwordSet && !embedded) {
    const register = getHref('RegistrierungAbschliessen');
    return redirect ? `${register}?${new URLSearchParams({ [REDIRECT_PARAM]: redirect })}` : register;
  }
  return redirect ?? getHref('PersoenlicherBereich');
}
