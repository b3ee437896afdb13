/** An editing form's two buttons: save (off while it is sent) and cancel. */
export function FormActions({
  save,
  cancel,
  busy,
  onCancel,
}: {
  save: string;
  cancel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="c-actions">
      <button type="submit" className="c-button" disabled={busy}>
        {save}
      </button>
      <button type="button" className="c-button c-button-secondary" onClick={onCancel}>
        {cancel}
      </button>
    </div>
  );
}
