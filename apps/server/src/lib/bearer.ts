/**
 * The credentials of an `Authorization: Bearer <token>` header, for every kind of bearer token
 * (referrer session, recipient token, partner key). The scheme name is case-insensitive (RFC 9110
 * §11.1), so `bearer` and `BEARER` count too; each caller checks the token's own form.
 */
export function bearerCredentials(authorization: string | undefined): string | undefined {
  return /^bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
}

/** A bearer token (session, reward, agency or console token) as sent (bearer credentials): base64url, as `open` and the tokens make them. */
export function wellFormedToken(token: string | undefined): string | undefined {
  return token && /^[\w-]{20,100}$/.test(token) ? token : undefined;
}
