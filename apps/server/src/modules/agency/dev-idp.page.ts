import { escapeHtml } from '../../lib/escape-html.ts';
import { buttonLabel, type DevIdpUser } from './dev-idp-users.ts';

/**
 * The development provider's login page: one button per demo person, each naming the person, the
 * role and the agency. No script and no inline style, so the portal's CSP applies unchanged.
 */
export function devIdpLoginPage(input: { action: string; clientId: string; users: DevIdpUser[] }): string {
  const buttons = input.users
    .map(
      (user) =>
        `<li><button type="submit" name="sub" value="${escapeHtml(user.sub)}">${escapeHtml(buttonLabel(user))}</button></li>`,
    )
    .join('');
  const body = input.users.length
    ? `<form method="post" action="${escapeHtml(input.action)}"><fieldset><legend>Als wer möchten Sie sich anmelden?</legend><ul>${buttons}</ul></fieldset></form>`
    : '<p>Für diesen Client gibt es keine Demo-Personen.</p>';
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Agentur-Anmeldung (Entwicklung)</title></head><body><main><h1>Agentur-Anmeldung (Entwicklung)</h1><p>Dieser Anmeldedienst läuft nur in der Entwicklungsumgebung. Wählen Sie eine Demo-Person; ein Passwort ist nicht nötig.</p><p>Client: <code>${escapeHtml(input.clientId)}</code></p>${body}</main></body></html>`;
}

/** A page for a sign-in that cannot go on (expired or unknown interaction). */
export function devIdpProblemPage(message: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Agentur-Anmeldung (Entwicklung)</title></head><body><main><h1>Anmeldung nicht möglich</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}
