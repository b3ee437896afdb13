import type { ConsentCategory } from '@kwk/shared/analytics/consent-rules';
import { apiFetch } from '../../lib/api-client.ts';

let loading: Promise<ConsentCategory[]> | undefined;

/**
 * The tenant's consent registry (GET /einwilligungen), fetched once when first needed (the dialog
 * opens, the external service reports a choice); a failed fetch is tried again next time.
 */
export function loadConsentRegistry(): Promise<ConsentCategory[]> {
  loading ??= apiFetch<ConsentCategory[]>('einwilligungen').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The registry's optional identifiers, the ones a visitor chooses. */
export const optionalIds = (registry: readonly ConsentCategory[]): string[] =>
  registry.filter((c) => !c.Required).map((c) => c.Identifier);
