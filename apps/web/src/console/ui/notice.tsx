import type { ReactNode } from 'react';

/**
 * A message after an action: errors are alerts (read at once), success a polite status. Rendered
 * always, so screen readers notice the text when it arrives.
 */
export function Notice({ kind, children }: { kind: 'error' | 'success'; children?: ReactNode }) {
  return kind === 'error' ? (
    <div role="alert" className={children ? 'c-notice c-notice-error' : undefined}>
      {children}
    </div>
  ) : (
    <div role="status" className={children ? 'c-notice c-notice-success' : undefined}>
      {children}
    </div>
  );
}
