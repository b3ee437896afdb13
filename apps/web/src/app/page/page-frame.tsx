import type { ReactNode } from 'react';
import { PageHeading } from '../../ui/page-heading.tsx';
import { usePageTitle } from '../use-page-title.ts';

/** Heading, document title and intro of a page whose texts come from its caller. */
export function PageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  usePageTitle(title, intro || undefined);
  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      {intro && <p className="page__intro">{intro}</p>}
      {children}
    </section>
  );
}
