import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

/**
 * The console's modal dialog: a native <dialog> shown modal (the page behind is inert, so focus
 * stays inside; Escape cancels), labelled by its heading. On opening the focus goes to
 * `initialFocus` (else where `showModal` put it); on closing it goes back to what opened it.
 */
export function ModalDialog({
  labelledBy,
  onCancel,
  initialFocus,
  dialogRef,
  children,
}: {
  labelledBy: string;
  onCancel: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  /** The dialog element, for a caller that closes it itself before it goes away. */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}) {
  const own = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? own;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on opening (the refs are the same objects for the dialog's life)
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    initialFocus?.current?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <dialog ref={ref} className="c-dialog" aria-labelledby={labelledBy} onCancel={onCancel}>
      {children}
    </dialog>
  );
}
