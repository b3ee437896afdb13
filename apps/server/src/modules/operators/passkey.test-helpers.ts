import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { CONSOLE_HOST } from './operators.test-helpers.ts';

/** The console's origin in tests (CONSOLE_URL unset: http://CONSOLE_HOST:PORT with the test PORT). */
export const TEST_CONSOLE_ORIGIN = `http://${CONSOLE_HOST}:3000`;

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

/**
 * A software passkey (one ES256 credential, user present and verified), answering the console's
 * WebAuthn options as a browser and an authenticator would: real signatures the server's library
 * checks, so the tests exercise the verification, not a stub. `origin` and `rpID` can be set wrong
 * to test the refusals; `counter` can be held back to play a cloned authenticator.
 */
export function softPasskey(options: { origin?: string; rpID?: string } = {}) {
  const origin = options.origin ?? TEST_CONSOLE_ORIGIN;
  const rpIdHash = sha256(options.rpID ?? CONSOLE_HOST);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const id = new Uint8Array(randomBytes(16));
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
  const state = { counter: 0 };

  const authData = (flags: number, counter: number, attested?: Uint8Array) => {
    const count = new Uint8Array(4);
    new DataView(count.buffer).setUint32(0, counter);
    return concat(rpIdHash, Uint8Array.of(flags), count, ...(attested ? [attested] : []));
  };
  const clientData = (type: string, challenge: string) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  /** The public-key credential the browser answers with, around a ceremony's response. */
  const credential = <R>(response: R) => ({
    id: b64(id),
    rawId: b64(id),
    type: 'public-key',
    clientExtensionResults: {},
    response,
  });

  return {
    id: b64(id),
    state,
    /** navigator.credentials.create's answer to registration options. */
    register(opts: { challenge: string }) {
      const idLength = new Uint8Array(2);
      new DataView(idLength.buffer).setUint16(0, id.length);
      const attested = concat(new Uint8Array(16), idLength, id, cose);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData(0x45, state.counter, attested)], // UP | UV | AT
        ]),
      );
      return credential({
        clientDataJSON: b64(clientData('webauthn.create', opts.challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      });
    },
    /** navigator.credentials.get's answer; the counter moves on unless `counter` is given. */
    assert(opts: { challenge: string }, counter = state.counter + 1) {
      state.counter = Math.max(state.counter, counter);
      const data = authData(0x05, counter); // UP | UV
      const client = clientData('webauthn.get', opts.challenge);
      const signature = sign('sha256', concat(data, sha256(client)), privateKey);
      return credential({
        clientDataJSON: b64(client),
        authenticatorData: b64(data),
        signature: b64(new Uint8Array(signature)),
      });
    },
  };
}
