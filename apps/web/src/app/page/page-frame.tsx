import type { ReactNode } from 'react';
import { PageHeading } from '../../ui/page-heading.tsx';
import { usePageTitle } from '../use-page-title.ts';

/**
 * Heading, document title and intro of a page whose texts come from its caller. A greeting opens the
 * intro's paragraph (the personal area's, saving a line on a phone); it never goes into the meta
 * description, which stays free of names.
 */
export function PageFrame({
  title,
  intro,
  greeting,
  children,
}: {
  title: string;
  intro?: string;
  greeting?: string;
  children?: ReactNode;
}) {
  usePageTitle(title, intro || undefined);
  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      {(intro || greeting) && (
        <p className="page__intro">
          {greeting && <strong className="page__greeting">{greeting}</strong>}
          {greeting && intro && ' '}
          {intro}
        </p>
      )}
      {children}
    </section>
  );
}
