/**
 * Reads one cookie by name from a `document.cookie` string. A dozen lines of our own rather than a
 * library: the SPA only reads and writes a few preference cookies of its own.
 */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // Not written by setCookie (a bare `%`): a page must not fail over a cookie it cannot read.
      return null;
    }
  }
  return null;
}

export function serializeCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function getCookie(name: string): string | null {
  return readCookie(document.cookie, name);
}

export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every browser we serve
  document.cookie = serializeCookie(name, value, maxAgeSeconds, location.protocol === 'https:');
}

/** Expires a cookie set by setCookie (same path, so the browser drops that one). */
export function removeCookie(name: string): void {
  setCookie(name, '', 0);
}
