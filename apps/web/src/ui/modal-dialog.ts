import { useEffect, useId, useRef } from 'react';

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

/**
 * A modal <dialog> that opens when it mounts and closes when it unmounts: its ref, the ids of its
 * title and text (aria-labelledby, aria-describedby), and `cancelRef` for the button that takes the
 * focus on opening (a yes/no question starts on "cancel", so a stray Enter changes nothing).
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    openModal(dialog);
    cancelRef.current?.focus();
    return () => closeModal(dialog);
  }, []);
  return { ref, cancelRef, titleId, textId };
}
