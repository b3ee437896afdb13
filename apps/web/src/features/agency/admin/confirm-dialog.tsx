import { closeModal, useModalDialog } from '../../../ui/modal-dialog.ts';
import './admin.css';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question before something that cannot be undone, as a native modal <dialog>: the page
 * behind is inert, Escape cancels, and focus starts on "cancel" so a stray Enter deletes nothing.
 */
export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  const { ref, cancelRef, titleId, textId } = useModalDialog();

  // Closed before the answer is handled: while the modal is open the page behind is inert, and
  // the caller's focus move (back to the button that asked) would not take.
  const answer = (then: () => void) => () => {
    if (ref.current) closeModal(ref.current);
    then();
  };

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        answer(onCancel)();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={textId}>{text}</p>
      <div className="admin-dialog__actions">
        <button ref={cancelRef} type="button" className="button" onClick={answer(onCancel)}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--primary" onClick={answer(onConfirm)}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
