import { type FormEvent, type ReactNode, type RefObject, useState } from 'react';
import { FormActions } from './form-actions.tsx';
import { ModalDialog } from './modal-dialog.tsx';

/**
 * A modal dialog that asks before an action (discard a batch, confirm a dangerous call): its
 * heading names it, `children` say why and ask what is needed, then the confirm and cancel
 * buttons. Confirm submits the dialog's form (Enter in a field does too) and is off while the
 * action `onConfirm` started runs, or while `busy`; cancel and Escape call `onCancel`.
 */
export function ConfirmDialog({
  headingId,
  heading,
  confirm,
  cancel,
  danger = false,
  busy = false,
  initialFocus,
  dialogRef,
  onConfirm,
  onCancel,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  confirm: string;
  cancel: string;
  /** The action cannot be undone: the confirm button says so by its colour. */
  danger?: boolean;
  busy?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  dialogRef?: RefObject<HTMLDialogElement | null>;
  /** The action; nothing (no promise) when it does not start (a missing answer said at its field). */
  onConfirm: () => Promise<void> | undefined;
  onCancel: () => void;
  children: ReactNode;
}) {
  const [running, setRunning] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const work = onConfirm();
    if (!work) return;
    setRunning(true);
    try {
      await work;
    } finally {
      setRunning(false);
    }
  };
  return (
    <ModalDialog labelledBy={headingId} onCancel={onCancel} initialFocus={initialFocus} dialogRef={dialogRef}>
      <form onSubmit={submit} noValidate>
        <h2 id={headingId}>{heading}</h2>
        {children}
        <FormActions
          save={confirm}
          cancel={cancel}
          busy={busy || running}
          danger={danger}
          onCancel={onCancel}
        />
      </form>
    </ModalDialog>
  );
}
