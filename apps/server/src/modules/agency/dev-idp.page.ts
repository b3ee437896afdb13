import { escapeHtml } from '../../lib/escape-html.ts';
import { buttonLabel, type DevIdpUser } from './dev-idp-users.ts';

const TEXTS = {
  de: {
    title: 'Agentur-Anmeldung (Entwicklung)',
    intro:
      'Dieser Anmeldedienst läuft nur in der Entwicklungsumgebung. Wählen Sie eine Demo-Person; ein Passwort ist nicht nötig.',
    legend: 'Als wer möchten Sie sich anmelden?',
    nobody: 'Für diesen Client gibt es keine Demo-Personen.',
    problem: 'Anmeldung nicht möglich',
    expired: 'Diese Anmeldung ist abgelaufen. Bitte starten Sie sie im Portal neu.',
  },
  en: {
    title: 'Agency sign-in (development)',
    intro: 'This sign-in service runs in development only. Choose a demo person; no password is needed.',
    legend: 'Who do you want to sign in as?',
    nobody: 'This client has no demo people.',
    problem: 'Sign-in not possible',
    expired: 'This sign-in has expired. Please start it again in the portal.',
  },
} as const;
export type DevIdpLang = keyof typeof TEXTS;

/** The page's language: the authorization request's `ui_locales` (the portal sends the visitor's). */
export const devIdpLang = (uiLocales: unknown): DevIdpLang =>
  typeof uiLocales === 'string' && /^en\b/i.test(uiLocales.trim()) ? 'en' : 'de';

const page = (lang: DevIdpLang, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(TEXTS[lang].title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/**
 * The development provider's login page: one button per demo person, each naming the person, the
 * role and the agency. No script and no inline style, so the portal's CSP applies unchanged.
 */
export function devIdpLoginPage(input: {
  action: string;
  clientId: string;
  users: DevIdpUser[];
  lang: DevIdpLang;
}): string {
  const text = TEXTS[input.lang];
  const buttons = input.users
    .map(
      (user) =>
        `<li><button type="submit" name="sub" value="${escapeHtml(user.sub)}">${escapeHtml(buttonLabel(user, input.lang))}</button></li>`,
    )
    .join('');
  const choice = input.users.length
    ? `<form method="post" action="${escapeHtml(input.action)}"><fieldset><legend>${escapeHtml(text.legend)}</legend><ul>${buttons}</ul></fieldset></form>`
    : `<p>${escapeHtml(text.nobody)}</p>`;
  return page(
    input.lang,
    text.title,
    `<p>${escapeHtml(text.intro)}</p><p>Client: <code>${escapeHtml(input.clientId)}</code></p>${choice}`,
  );
}

/** A page for a sign-in that cannot go on (expired or unknown interaction). */
export function devIdpExpiredPage(lang: DevIdpLang): string {
  return page(lang, TEXTS[lang].problem, `<p>${escapeHtml(TEXTS[lang].expired)}</p>`);
}
