import type { Ref } from 'react';

/**
 * The two live regions under an agency view or form: what is under way or what an action did (read
 * out when the reader pauses), and why it failed (read out at once). Each view keeps the look of its
 * status line (`statusClass`); `statusRef` for a view whose action removes the focused button.
 */
export function StatusAndAlert({
  status,
  error,
  statusClass,
  statusRef,
}: {
  status: string;
  error: string | null | undefined;
  statusClass: 'agency-status' | 'form__status' | 'report__status';
  statusRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <>
      <p ref={statusRef} tabIndex={statusRef ? -1 : undefined} role="status" className={statusClass}>
        {status}
      </p>
      <p role="alert" className="form__error">
        {error}
      </p>
    </>
  );
}
