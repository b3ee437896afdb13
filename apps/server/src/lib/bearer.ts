/**
 * The credentials of an `Authorization: Bearer <token>` header, for every kind of bearer token
 * (referrer session, recipient token, partner key). The scheme name is case-insensitive (RFC 9110
 * §11.1), so `bearer` and `BEARER` count too; each caller checks the token's own form.
 */
export function bearerCredentials(authorization: string | undefined): string | undefined {
  return /^bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
}
