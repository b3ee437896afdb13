import type { ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import { carryWidgetParam } from '../lib/widget-param.ts';

/** A router link that keeps `?widget=` (spec §2), so widget mode survives every in-app link. */
export function AppLink({ to, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const { search } = useLocation();
  return <Link to={carryWidgetParam(to, search)} {...props} />;
}
