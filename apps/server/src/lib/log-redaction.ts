import { OFFLINE_CODE_ALPHABET, OFFLINE_CODE_LENGTH } from '@kwk/shared/referrals/referral.schemas';

/**
 * What a log line may say about a request (issue 12, finding 1.7): no e-mail address in any
 * encoding, no token, code, password or IBAN. Paths are logged as their route with only the
 * parameters named below filled in; everything the router did not match is reduced to harmless
 * words. As a last net, every finished line is scrubbed of e-mail addresses and IBANs.
 */

/** Route parameters that name a tenant, a language or a public number, never a secret or a person. */
const SHOWN_PARAMS: ReadonlySet<string> = new Set([
  'apiRoute',
  'tenantKey',
  'key',
  'set',
  'iso',
  'nr',
  'externeId',
]);

/** Percent-decodes byte by byte until nothing changes, so `%2540` and `%252540` become `@` too. */
export function fullyDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < 8; round++) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === current) return current;
    current = next;
  }
  return current;
}

const codeLetters = new Set(OFFLINE_CODE_ALPHABET);
/** An offline code however typed: any case, with blanks, plus signs, dots or a dash between. */
function looksLikeOfflineCode(segment: string): boolean {
  const bare = segment.replace(/[\s+._-]/g, '').toUpperCase();
  return bare.length === OFFLINE_CODE_LENGTH && [...bare].every((c) => codeLetters.has(c));
}

/**
 * Whether a (decoded) path segment may be logged: a number of up to ten digits, or a short word
 * with at most two digits that cannot be an offline code. Tokens, hashes, codes and addresses fail.
 */
export function isShowableSegment(segment: string): boolean {
  if (/^\d{1,10}$/.test(segment)) return true;
  if (!/^[a-z][a-z0-9_.-]{0,31}$/i.test(segment)) return false;
  if ((segment.match(/\d/g)?.length ?? 0) > 2) return false;
  return !looksLikeOfflineCode(segment);
}

/** A path the router did not match (or a wildcard's rest): each segment shown only if harmless. */
export function redactPath(path: string): string {
  return (path.split('?')[0] ?? '')
    .split('/')
    .map((segment) => {
      if (segment === '') return segment;
      const decoded = fullyDecoded(segment);
      return isShowableSegment(decoded) ? decoded : '*';
    })
    .join('/');
}

/** A matched route's pattern with the shown parameters filled in: `/api/v1/telko/account/resetPassword/:id`. */
export function routePath(pattern: string, params: Record<string, unknown>): string {
  return pattern.replace(/:(\w+)|\*$/g, (whole, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (typeof value !== 'string') return whole;
    if (name === undefined) return redactPath(value);
    const decoded = fullyDecoded(value);
    return SHOWN_PARAMS.has(name) && isShowableSegment(decoded) ? decoded : whole;
  });
}

/** Any separator a written or encoded IBAN may have between its groups. */
const GAP = String.raw`(?:\s|%20|\+)?`;
const IBAN = new RegExp(
  String.raw`\b[A-Z]{2}\d{2}(?:${GAP}[A-Z0-9]{4}){2,7}(?:${GAP}[A-Z0-9]{1,4})?\b`,
  'gi',
);
/**
 * A UUID's last group can read like a short IBAN (`…-ab12cdef3456`: letters, two digits, two groups
 * of four), and a trace id (32 hex digits, decision 074) like a long one; an id is no account
 * number, so the scan steps over whole UUIDs and trace ids (no IBAN is 32 hex digits: the only
 * country of that length, LC, is not written in hex).
 */
const UUID_OR_IBAN = new RegExp(
  String.raw`\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b[0-9a-f]{32}\b|${IBAN.source}`,
  'gi',
);
const UUID_SHAPE = /^(?:[0-9a-f]{8}-|[0-9a-f]{32}$)/i;
/** `@` also as `%40`, `%2540`, …; the domain's dots also encoded. */
const EMAIL = /[\w.!#$%&'*+=?^~-]+(?:@|%(?:25)*40)[\w-]+(?:(?:\.|%(?:25)*2e)[\w-]+)*/gi;

/** Removes e-mail addresses (in any percent-encoding) and IBANs (any country, spaced or not) from text. */
export function scrubText(text: string): string {
  // Most lines hold neither `@` nor an escape: they skip the address pattern's scan.
  const mayHoldAddress = text.includes('@') || text.includes('%');
  return (mayHoldAddress ? text.replace(EMAIL, '[email]') : text).replace(UUID_OR_IBAN, (found) =>
    UUID_SHAPE.test(found) ? found : '[iban]',
  );
}

interface LoggedRequest {
  id?: string;
  method: string;
  url: string;
  routeOptions?: { url?: string | undefined };
  params?: unknown;
}

/** Loggers see method and route only: the query string may carry tokens, captcha payloads or e-mails. */
export function requestForLog(req: LoggedRequest) {
  const pattern = req.routeOptions?.url;
  return {
    id: req.id,
    method: req.method,
    path: pattern ? routePath(pattern, (req.params ?? {}) as Record<string, unknown>) : redactPath(req.url),
  };
}

/** Fields pino adds to every line (decision 074: the active trace's id while tracing is on). */
export type LogMixin = () => object;

/** The server's pino options: request serializer, redacted headers, and the scrub of each line. */
export function loggerOptions(level: string, mixin?: LogMixin) {
  return {
    level,
    ...(mixin && { mixin }),
    serializers: { req: requestForLog },
    // Headers are not serialized at all; should anyone log them, these stay out.
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
      'res.headers["set-cookie"]',
    ],
    hooks: { streamWrite: scrubText },
  };
}
