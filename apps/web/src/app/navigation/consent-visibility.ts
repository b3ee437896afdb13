export interface ConsentVisibilityInput {
  /** route.suppressConsent of the route table: privacy and imprint (spec §2). */
  suppressConsent: boolean;
  /** A consent cookie exists, i.e. the visitor already chose. */
  decided: boolean;
  /** The visitor opened the settings from the footer. */
  openedExplicitly: boolean;
}

/** Spec §2: the consent dialog is suppressed on privacy and imprint, so they stay readable first. */
export function shouldShowConsent({
  suppressConsent,
  decided,
  openedExplicitly,
}: ConsentVisibilityInput): boolean {
  if (openedExplicitly) return true;
  return !decided && !suppressConsent;
}
