import { setHostScroll } from '../../lib/host-scroll.ts';
import { announceSettled, readHostMessage } from '../../widget/protocol.ts';
import {
  hostOrigin,
  hostRoute,
  readyMessage,
  resizeMessage,
  routeMessage,
  scrollToMessage,
} from '../navigation/parent-messages.ts';

export interface HostBridge {
  /** Tells the host the route; the first call is the `ready` message, later ones scroll it to the frame's top. */
  route(pathname: string, search: string): void;
  stop(): void;
}

/**
 * The portal's side of the widget (README "Widget"), loaded only inside a frame: posts to the
 * host's exact origin alone, takes `navigate` only from that origin and the parent window, and
 * reports its height whenever the content's size changes.
 */
export function startHostBridge(
  frameOrigins: readonly string[],
  navigate: (path: string) => void,
): HostBridge | null {
  const origin = hostOrigin(frameOrigins, window.location.ancestorOrigins?.[0], document.referrer);
  if (!origin) return null;
  const parent = window.parent;
  const post = (message: unknown) => parent.postMessage(message, origin);

  const root = document.getElementById('root') ?? document.body;
  let lastHeight = -1;
  const measure = () => {
    // The content's own extent, not the document's: the document is at least as tall as the frame,
    // which would never let the frame shrink.
    const height = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY);
    if (height === lastHeight) return;
    lastHeight = height;
    post(resizeMessage(height));
  };
  const observer = new ResizeObserver(measure);
  observer.observe(root);

  const onMessage = (event: MessageEvent) => {
    const message = event.origin === origin && event.source === parent && readHostMessage(event.data);
    if (message) navigate(message.path);
    announceSettled(event.data, Boolean(message));
  };
  window.addEventListener('message', onMessage);
  setHostScroll((top) => post(scrollToMessage(top)));

  let first = true;
  return {
    route(pathname, search) {
      const path = hostRoute(pathname, search);
      if (first) {
        first = false;
        post(readyMessage(path));
        post(routeMessage(path));
        measure();
        return;
      }
      post(routeMessage(path));
      post(scrollToMessage(0));
    },
    stop() {
      observer.disconnect();
      window.removeEventListener('message', onMessage);
      setHostScroll(null);
    },
  };
}
