import type { ReactNode } from 'react';

/** A console button that is not the form's submit: cancel, close, export, a second choice. */
export function SecondaryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="c-button c-button-secondary" onClick={onClick}>
      {children}
    </button>
  );
}
