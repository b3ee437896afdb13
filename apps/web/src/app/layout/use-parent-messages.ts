import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  type ParentMessage,
  parentTargetOrigin,
  routeMessage,
  scrollToMessage,
} from '../navigation/parent-messages.ts';

function postToParent(frameOrigins: readonly string[], message: ParentMessage): void {
  if (window.parent === window) return;
  const origin = parentTargetOrigin(frameOrigins, document.referrer);
  // An embedding page that is not on the tenant's list learns nothing.
  if (origin) window.parent.postMessage(message, origin);
}

/** Tells the host page about each route change and scrolls it to the top of the frame (spec §2). */
export function useParentMessages(frameOrigins: readonly string[]): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    postToParent(frameOrigins, routeMessage(`${pathname}${search}`));
    postToParent(frameOrigins, scrollToMessage(0));
  }, [frameOrigins, pathname, search]);
}
