import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { consoleFetch } from './console-api.ts';

/**
 * The browser's half of a passkey ceremony: fetch the server's options, let the authenticator
 * answer (navigator.credentials through @simplewebauthn/browser), send the answer back. A
 * cancelled prompt throws `PasskeyCancelled`, so callers can stay quiet about it.
 */
export class PasskeyCancelled extends Error {}

export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

function cancelled(error: unknown): boolean {
  return (
    (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') ||
    (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
  );
}

/** Registers a passkey: options from `optionsPath`, the answer to `savePath` with a label. */
export async function registerPasskey(optionsPath: string, savePath: string, label = ''): Promise<void> {
  const { Options } = await consoleFetch<{ Options: PublicKeyCredentialCreationOptionsJSON }>(optionsPath, {
    method: 'POST',
  });
  let response: Awaited<ReturnType<typeof startRegistration>>;
  try {
    response = await startRegistration({ optionsJSON: Options });
  } catch (error) {
    if (cancelled(error)) throw new PasskeyCancelled();
    throw error;
  }
  await consoleFetch(savePath, { method: 'POST', body: { Response: response, Label: label } });
}

/** Answers a challenge with a passkey: options from `optionsPath`, the answer to `answerPath`. */
export async function answerWithPasskey<T>(optionsPath: string, answerPath: string): Promise<T> {
  const { Options } = await consoleFetch<{ Options: PublicKeyCredentialRequestOptionsJSON }>(optionsPath, {
    method: 'POST',
  });
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({ optionsJSON: Options });
  } catch (error) {
    if (cancelled(error)) throw new PasskeyCancelled();
    throw error;
  }
  return consoleFetch<T>(answerPath, { method: 'POST', body: { Response: response } });
}
