/**
 * In the widget the frame is as tall as its content, so the portal cannot scroll itself: the host
 * page scrolls instead (spec §2 scroll-to message). The widget bridge registers itself here once it
 * knows the host; until then, and outside the widget, nothing is registered.
 */
let sink: ((top: number) => void) | null = null;

export function setHostScroll(next: ((top: number) => void) | null): void {
  sink = next;
}

/** Asks the host page to scroll to `element`; false when there is no host to ask. */
export function scrollHostTo(element: Element): boolean {
  if (!sink) return false;
  sink(element.getBoundingClientRect().top + window.scrollY);
  return true;
}
