import { SCROLL_ANIMATION_MS } from '@kwk/shared/constants';
import { WIDGET_PARAM } from '../../lib/widget-param.ts';
import type { PortalMessage } from '../../widget/protocol.ts';

/**
 * The host page's origin, when the portal runs in the iframe of a page the tenant allows
 * (Brand.FrameOrigins), else null: the portal then posts nothing, so a foreign embedding page
 * learns no route. The browser names the parent: `location.ancestorOrigins` where it exists
 * (Chromium, Safari; a page cannot forge it), else the referrer of the frame's first document.
 * A query parameter naming the host is not used: anyone can write one.
 */
export function hostOrigin(
  frameOrigins: readonly string[],
  ancestorOrigin: string | undefined,
  referrer: string,
): string | null {
  let origin = ancestorOrigin;
  if (origin === undefined) {
    try {
      origin = referrer ? new URL(referrer).origin : undefined;
    } catch {
      return null;
    }
  }
  if (!origin || origin === 'null') return null;
  return frameOrigins.some((allowed) => allowed.replace(/\/+$/, '') === origin) ? origin : null;
}

/** The route as the host shows it: without the widget parameter, which only the frame needs. */
export function hostRoute(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(WIDGET_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

export const readyMessage = (path: string): PortalMessage => ({ type: 'kwk', v: 1, kind: 'ready', path });

export const routeMessage = (path: string): PortalMessage => ({ type: 'kwk', v: 1, kind: 'route', path });

export const resizeMessage = (height: number): PortalMessage => ({
  type: 'kwk',
  v: 1,
  kind: 'resize',
  height: Math.max(0, Math.ceil(height)),
});

export const scrollToMessage = (top: number): PortalMessage => ({
  type: 'kwk',
  v: 1,
  kind: 'scrollTo',
  top: Math.max(0, Math.round(top)),
  durationMs: SCROLL_ANIMATION_MS,
});
