/**
 * The widget's message format, version 1 (README "Widget"). Both sides use it: the embed script on
 * the host page and the portal in the iframe. Every message is one envelope
 * `{ type: 'kwk', v: 1, kind, … }`; a message of another type or version is ignored, so a later
 * version can run beside this one.
 */
export const MESSAGE_TYPE = 'kwk';
export const MESSAGE_VERSION = 1;

/**
 * The event each side raises on its window once it has taken or ignored a message of the widget's
 * type, with `{ taken }`: a signal for whoever watches the page — the browser suite awaits the
 * ignored ones (forged messages) instead of waiting for nothing to happen.
 */
export const MESSAGE_SETTLED_EVENT = 'kwk:message';

/** Raises MESSAGE_SETTLED_EVENT for a message of the widget's type (other pages' messages pass unnoted). */
export function announceSettled(data: unknown, taken: boolean): void {
  if ((data as { type?: unknown } | null)?.type === MESSAGE_TYPE)
    dispatchEvent(new CustomEvent(MESSAGE_SETTLED_EVENT, { detail: { taken } }));
}

/** Portal → host page. */
export type PortalMessage =
  | { type: 'kwk'; v: 1; kind: 'ready'; path: string }
  | { type: 'kwk'; v: 1; kind: 'route'; path: string }
  | { type: 'kwk'; v: 1; kind: 'resize'; height: number }
  | { type: 'kwk'; v: 1; kind: 'scrollTo'; top: number; durationMs: number };

/** Host page → portal. */
export type HostMessage = { type: 'kwk'; v: 1; kind: 'navigate'; path: string };

const MAX_PATH = 2000;
const MAX_HEIGHT = 100_000;

/** A path inside the portal: starts with one slash, no scheme, no backslash, no control characters. */
export function isPortalPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= MAX_PATH &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    !/[\\\u0000-\u001f\u007f]/.test(path)
  );
}

const isEnvelope = (
  data: unknown,
): data is { type: string; v: number; kind: string } & Record<string, unknown> =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === MESSAGE_TYPE &&
  (data as { v?: unknown }).v === MESSAGE_VERSION;

const isCount = (n: unknown, max: number): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= max;

/** The portal's message if `data` is a well-formed one, else null (the host ignores it). */
export function readPortalMessage(data: unknown): PortalMessage | null {
  if (!isEnvelope(data)) return null;
  switch (data.kind) {
    case 'ready':
    case 'route':
      return isPortalPath(data.path) ? { type: 'kwk', v: 1, kind: data.kind, path: data.path } : null;
    case 'resize':
      return isCount(data.height, MAX_HEIGHT)
        ? { type: 'kwk', v: 1, kind: 'resize', height: Math.ceil(data.height) }
        : null;
    case 'scrollTo':
      return isCount(data.top, MAX_HEIGHT) && isCount(data.durationMs, 2000)
        ? { type: 'kwk', v: 1, kind: 'scrollTo', top: data.top, durationMs: data.durationMs }
        : null;
    default:
      return null;
  }
}

/** The host page's message if `data` is a well-formed one, else null (the portal ignores it). */
export function readHostMessage(data: unknown): HostMessage | null {
  if (!isEnvelope(data) || data.kind !== 'navigate' || !isPortalPath(data.path)) return null;
  return { type: 'kwk', v: 1, kind: 'navigate', path: data.path };
}
