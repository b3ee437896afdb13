import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { useRouteLoaderData } from 'react-router';

export interface RootData {
  mandant: Mandant;
}

/** The tenant configuration the root loader fetched on the first navigation. */
export function useMandant(): Mandant {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('useMandant used outside the root route');
  return data.mandant;
}
