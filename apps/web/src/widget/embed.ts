/**
 * The embed script for host pages (issue 16, README "Widget"): built on its own into
 * `/widget/embed.v1.js`, no framework, a few KB. It opens the portal in an iframe with `?widget=1`,
 * sizes the frame to its content, mirrors the portal's route into the host URL (`?kwk=/route`, so a
 * reload opens the same page) and scrolls the host page when the portal asks (300 ms, spec §2).
 * Messages are taken only from the portal's own origin and its frame, and sent only there.
 *
 *   <div id="empfehlen"></div>
 *   <script src="https://PORTAL/widget/embed.v1.js" data-target="empfehlen" data-title="…" async></script>
 */
import {
  announceSettled,
  isPortalPath,
  MESSAGE_TYPE,
  MESSAGE_VERSION,
  readPortalMessage,
} from './protocol.ts';

/** The host URL's parameter that holds the portal's route. */
const ROUTE_PARAM = 'kwk';
const DEFAULT_MIN_HEIGHT = 600;
/** How long a scroll the host page was too short for is still made once the frame grows. */
const OWED_MS = 5000;

function start(script: HTMLScriptElement): void {
  const portal = new URL(script.src).origin;
  const data = script.dataset;
  const here = new URL(location.href);
  const remembered = here.searchParams.get(ROUTE_PARAM);
  const first = isPortalPath(remembered) ? remembered : isPortalPath(data.path) ? data.path : '/';

  const src = new URL(first, portal);
  src.searchParams.set('widget', '1');
  const frame = document.createElement('iframe');
  frame.src = src.href;
  frame.title = data.title || 'Empfehlungsprogramm';
  // Reserved before the portal reports its height, so the host page does not jump when it loads.
  const minHeight = Number(data.minHeight) > 0 ? Number(data.minHeight) : DEFAULT_MIN_HEIGHT;
  frame.style.cssText = `display:block;width:100%;border:0;height:${minHeight}px`;
  const target = data.target ? document.getElementById(data.target) : null;
  if (target) target.appendChild(frame);
  else script.after(frame);

  const send = (path: string) =>
    frame.contentWindow?.postMessage(
      { type: MESSAGE_TYPE, v: MESSAGE_VERSION, kind: 'navigate', path },
      portal,
    );

  const scrollTo0 = (y: number) => window.scrollTo(scrollX, y);
  // The portal asks to be scrolled to when its next page starts, often before that page's content
  // has loaded: the host page may then be too short to reach the frame's top, and the browser stops
  // short. The rest is owed and paid once the frame grows, unless the visitor scrolls first or it
  // has been OWED_MS.
  let owed: { top: number; until: number } | null = null;
  const arrive = (top: number) => {
    scrollTo0(top);
    owed = scrollY < top - 1 ? { top, until: performance.now() + OWED_MS } : null;
  };
  const payOwed = () => {
    if (owed && performance.now() < owed.until) arrive(owed.top);
    else owed = null;
  };
  for (const visitorScrolls of ['wheel', 'touchstart', 'keydown'])
    addEventListener(visitorScrolls, () => (owed = null), { passive: true });

  let animation = 0;
  const scrollTo = (top: number, durationMs: number) => {
    const from = scrollY;
    const to = Math.max(0, frame.getBoundingClientRect().top + from + top);
    cancelAnimationFrame(animation);
    owed = null;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches || durationMs <= 0) {
      arrive(to);
      return;
    }
    const begin = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - begin) / durationMs);
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      if (t < 1) {
        scrollTo0(from + (to - from) * eased);
        animation = requestAnimationFrame(step);
      } else arrive(to);
    };
    animation = requestAnimationFrame(step);
  };

  /** Takes a message of the portal's (true), or ignores it (false). */
  const take = (event: MessageEvent): boolean => {
    // The exact portal origin and this very frame: a look-alike origin or another frame is ignored.
    if (event.origin !== portal || event.source !== frame.contentWindow) return false;
    const message = readPortalMessage(event.data);
    if (!message) return false;
    if (message.kind === 'resize') {
      frame.style.height = `${Math.max(message.height, 1)}px`;
      payOwed();
    } else if (message.kind === 'scrollTo') {
      scrollTo(message.top, message.durationMs);
    } else {
      const url = new URL(location.href);
      const path = message.path.replace(/([?&])widget=[^&]*&?/, '$1').replace(/[?&]$/, '');
      if (url.searchParams.get(ROUTE_PARAM) === path) return true;
      if (path === '/') url.searchParams.delete(ROUTE_PARAM);
      else url.searchParams.set(ROUTE_PARAM, path);
      // Replaced, not pushed: the frame's own navigations are in the tab's history already, so
      // Back steps through the portal's pages without extra host entries.
      history.replaceState(history.state, '', url.href);
    }
    return true;
  };
  addEventListener('message', (event) => announceSettled(event.data, take(event)));

  const api = { navigate: (path: string) => isPortalPath(path) && send(path) };
  (window as unknown as { kwkWidget?: typeof api }).kwkWidget = api;
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement) start(current);
