import { SecondaryButton } from './secondary-button.tsx';

/**
 * A form's two buttons: save or confirm (off while it is sent; red when the action cannot be
 * undone) and cancel.
 */
export function FormActions({
  save,
  cancel,
  busy = false,
  danger = false,
  onCancel,
}: {
  save: string;
  cancel: string;
  busy?: boolean;
  danger?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="c-actions">
      <button type="submit" className={danger ? 'c-button c-button-danger' : 'c-button'} disabled={busy}>
        {save}
      </button>
      <SecondaryButton onClick={onCancel}>{cancel}</SecondaryButton>
    </div>
  );
}
