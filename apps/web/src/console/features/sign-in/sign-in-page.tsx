import type { OperatorSession } from '@kwk/shared/operator/operator-session.schemas';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { answerWithPasskey, passkeysSupported } from '../../lib/console-passkeys.ts';
import { setConsoleSession, useConsoleSession } from '../../lib/console-session.ts';
import { useConsoleMutation } from '../../lib/use-console-query.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PublicPage, usePublicPageTitle } from '../../ui/public-page.tsx';
import { OneTimeCodeField } from '../../ui/second-factor.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';

const TEXTS = {
  de: {
    title: 'Betriebskonsole – Anmeldung',
    heading: 'Anmelden',
    passkey: 'Mit Passkey',
    passkeyIntro: 'Melden Sie sich mit dem Passkey auf diesem Gerät oder Ihrem Sicherheitsschlüssel an.',
    passkeyButton: 'Passkey verwenden',
    passkeyBusy: 'Passkey wird geprüft …',
    expired: 'Ihre Sitzung ist nach 15 Minuten ohne Aktivität abgelaufen. Bitte melden Sie sich erneut an.',
    totp: 'Mit Code aus der Authenticator-App',
    email: 'E-Mail-Adresse',
    code: 'Sechsstelliger Code',
    codeHint: 'Der aktuelle Code aus Ihrer Authenticator-App.',
    submit: 'Anmelden',
    busy: 'Anmeldung läuft …',
  },
  en: {
    title: 'Operator console – sign in',
    heading: 'Sign in',
    passkey: 'With a passkey',
    passkeyIntro: 'Sign in with the passkey on this device or your security key.',
    passkeyButton: 'Use a passkey',
    passkeyBusy: 'Checking the passkey …',
    expired: 'Your session ended after 15 minutes without activity. Please sign in again.',
    totp: 'With a code from the authenticator app',
    email: 'E-mail address',
    code: 'Six-digit code',
    codeHint: 'The current code from your authenticator app.',
    submit: 'Sign in',
    busy: 'Signing in …',
  },
};

/**
 * Sign-in: a passkey (usernameless: the authenticator offers the operator's own passkey, no e-mail
 * needed), or e-mail and the authenticator app's code.
 */
export function SignInPage() {
  const t = useTexts(TEXTS);
  const session = useConsoleSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const withCode = useConsoleMutation();
  const form = useConsoleForm({ email: '', code: '' }, { mutation: withCode });
  const withPasskey = useConsoleMutation();
  const next = params.get('weiter')?.startsWith('/') ? (params.get('weiter') as string) : '/';
  usePublicPageTitle(t.title);

  if (session) return <Navigate to={next} replace />;

  const signedIn = (answer: OperatorSession) => {
    setConsoleSession(answer);
    navigate(next, { replace: true });
  };
  const submit = form.submit(async ({ email, code }) => {
    const answer = await consoleFetch<OperatorSession>('anmeldung/totp', {
      method: 'POST',
      body: { Email: email, Code: code },
    }).catch((failure) => {
      form.set('code')('');
      throw failure;
    });
    signedIn(answer);
  });
  const signInWithPasskey = () =>
    withPasskey.run(async () =>
      signedIn(await answerWithPasskey<OperatorSession>('anmeldung/passkey/optionen', 'anmeldung/passkey')),
    );
  const fields = fieldMessages(withCode.error);

  return (
    <PublicPage title={t.title}>
      <h1>{t.heading}</h1>
      {params.get('abgelaufen') && <p className="c-notice c-notice-error">{t.expired}</p>}
      {passkeysSupported() && (
        <section aria-labelledby="passkey-heading">
          <h2 id="passkey-heading">{t.passkey}</h2>
          <p>{t.passkeyIntro}</p>
          <Notice kind="error">{withPasskey.error ? consoleErrorText(withPasskey.error) : null}</Notice>
          <button type="button" className="c-button" disabled={withPasskey.busy} onClick={signInWithPasskey}>
            {withPasskey.busy ? t.passkeyBusy : t.passkeyButton}
          </button>
        </section>
      )}
      <form onSubmit={submit} noValidate aria-labelledby="totp-heading">
        <h2 id="totp-heading">{t.totp}</h2>
        <Field
          label={t.email}
          type="email"
          autoComplete="username"
          value={form.values.email}
          onChange={form.set('email')}
          error={fields.Email}
          required
        />
        <OneTimeCodeField
          label={t.code}
          hint={t.codeHint}
          value={form.values.code}
          onChange={form.set('code')}
          error={fields.Code}
          required
        />
        <Notice kind="error">
          {withCode.error && !fields.Email && !fields.Code ? consoleErrorText(withCode.error) : null}
        </Notice>
        <SubmitButton busy={withCode.busy}>{withCode.busy ? t.busy : t.submit}</SubmitButton>
      </form>
    </PublicPage>
  );
}
