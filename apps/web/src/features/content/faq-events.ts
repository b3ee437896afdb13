/** The DOM event a FAQ opening raises (detail: the FAQ's id), for analytics goals (spec §7). */
export const FAQ_OPEN_EVENT = 'kwk:faq-open';

/** Raised by the FAQ page each time a question is opened. */
export function faqOpened(id: string): void {
  window.dispatchEvent(new CustomEvent(FAQ_OPEN_EVENT, { detail: { id } }));
}
