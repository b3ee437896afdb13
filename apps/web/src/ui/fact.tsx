import type { ReactNode } from 'react';

/** One label/value pair of a <dl>, grouped in a <div> so a grid can lay the pairs out as cards. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
