import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { consoleFetch } from './console-api.ts';

/**
 * The browser's half of a passkey ceremony: fetch the server's options, let the authenticator
 * answer (navigator.credentials through @simplewebauthn/browser), send the answer back. A
 * cancelled prompt throws `PasskeyCancelled`, so callers can stay quiet about it.
 *
 * The library is loaded when a ceremony starts, alongside the options' request: the sign-in page
 * is the console's door and carries only what every visitor of it runs (issue 29).
 */
const webAuthn = () => import('@simplewebauthn/browser');
type WebAuthnLibrary = Awaited<ReturnType<typeof webAuthn>>;

export class PasskeyCancelled extends Error {}

export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

function cancelled(error: unknown, { WebAuthnError }: WebAuthnLibrary): boolean {
  return (
    (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') ||
    (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
  );
}

/** Registers a passkey: options from `optionsPath`, the answer to `savePath` with a label. */
export async function registerPasskey(optionsPath: string, savePath: string, label = ''): Promise<void> {
  const [{ Options }, library] = await Promise.all([
    consoleFetch<{ Options: PublicKeyCredentialCreationOptionsJSON }>(optionsPath, { method: 'POST' }),
    webAuthn(),
  ]);
  let response: Awaited<ReturnType<WebAuthnLibrary['startRegistration']>>;
  try {
    response = await library.startRegistration({ optionsJSON: Options });
  } catch (error) {
    if (cancelled(error, library)) throw new PasskeyCancelled();
    throw error;
  }
  await consoleFetch(savePath, { method: 'POST', body: { Response: response, Label: label } });
}

/** Answers a challenge with a passkey: options from `optionsPath`, the answer to `answerPath`. */
export async function answerWithPasskey<T>(optionsPath: string, answerPath: string): Promise<T> {
  const [{ Options }, library] = await Promise.all([
    consoleFetch<{ Options: PublicKeyCredentialRequestOptionsJSON }>(optionsPath, { method: 'POST' }),
    webAuthn(),
  ]);
  let response: Awaited<ReturnType<WebAuthnLibrary['startAuthentication']>>;
  try {
    response = await library.startAuthentication({ optionsJSON: Options });
  } catch (error) {
    if (cancelled(error, library)) throw new PasskeyCancelled();
    throw error;
  }
  return consoleFetch<T>(answerPath, { method: 'POST', body: { Response: response } });
}
