import { SCROLL_ANIMATION_MS } from '@kwk/shared/constants';

/**
 * Messages for the host page when the portal runs in its iframe (spec §2: "The parent page
 * receives routing and scroll-to messages"). They are only ever posted to an origin the tenant
 * allows (Brand.FrameOrigins) — never '*', so another embedding page cannot read the routes.
 */
export type ParentMessage =
  | { type: 'kwk:route'; path: string }
  | { type: 'kwk:scrollTo'; top: number; durationMs: number };

export function parentTargetOrigin(frameOrigins: readonly string[], referrer: string): string | null {
  if (!referrer) return null;
  let origin: string;
  try {
    origin = new URL(referrer).origin;
  } catch {
    return null;
  }
  return frameOrigins.find((allowed) => allowed.replace(/\/+$/, '') === origin) ?? null;
}

export function routeMessage(pathWithSearch: string): ParentMessage {
  return { type: 'kwk:route', path: pathWithSearch };
}

export function scrollToMessage(top: number): ParentMessage {
  return { type: 'kwk:scrollTo', top: Math.max(0, Math.round(top)), durationMs: SCROLL_ANIMATION_MS };
}
