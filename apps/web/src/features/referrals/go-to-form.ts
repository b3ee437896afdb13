import { scrollHostTo } from '../../lib/host-scroll.ts';

/** The start page's form anchor (spec §2). */
export const FORM_ANCHOR = 'empfehlen-form';

/** Scrolls to the recommendation form and puts focus on its heading (exit-intent CTA, product cards). */
export function goToReferralForm(): void {
  const section = document.getElementById(FORM_ANCHOR);
  if (!section) return;
  // In the widget the host page scrolls (its 300 ms animation); elsewhere the page itself.
  if (!scrollHostTo(section)) {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    section.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}
