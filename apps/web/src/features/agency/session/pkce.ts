/**
 * The proof key of the code exchange (RFC 7636, S256): a random verifier that stays in this tab,
 * and its SHA-256 challenge that travels to the identity provider. 48 random bytes give 64
 * base64url characters, inside the 43–128 the RFC allows.
 */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function makeVerifier(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(48)));
}

export async function challengeFor(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
