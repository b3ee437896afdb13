/**
 * Opens a native <dialog> as a modal: the page behind is inert, Escape cancels, focus returns on
 * close. jsdom has no showModal, so the attribute stands in there and keeps dialogs testable.
 */
export function openModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

export function closeModal(dialog: HTMLDialogElement): void {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
