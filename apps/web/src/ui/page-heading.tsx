import type { ReactNode } from 'react';

/** The page's one <h1>; focusable (tabIndex -1) so focus can move here after a navigation. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 id="page-title" className="page__title" tabIndex={-1}>
      {children}
    </h1>
  );
}
