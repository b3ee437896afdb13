import { registeredCategory } from '@kwk/shared/analytics/consent-rules';
import type { ConsentState } from '../../lib/consent-cookie.ts';
import { loadConsentRegistry, optionalIds } from './consent-registry-client.ts';

/**
 * The external consent service's hook (spec §9: testing and development): the host page's consent
 * management platform (CMP) reports the visitor's choice here instead of the portal's dialog. Both
 * managers end in the same consent cookie, so everything that asks for consent (the tracker) reads
 * one place whichever manager decided.
 */
export interface ExternalConsentHook {
  /** The tenant's registry identifiers (required ones included). */
  categories(): Promise<string[]>;
  /** The stored choice, or null while the visitor has not chosen. */
  get(): ConsentState | null;
  /**
   * The CMP reports a choice per identifier; an identifier the registry does not hold is refused
   * with spec §8's error (register it first), and nothing is stored.
   */
  set(choice: Record<string, boolean>): Promise<void>;
  /** The CMP shows its own banner: the portal's dialog stays closed from now on. */
  attach(): void;
}

declare global {
  interface Window {
    kwkConsent?: ExternalConsentHook;
  }
}

/** Turns a CMP's choice into the cookie's state, checked against the registry. */
export async function externalChoice(choice: Record<string, boolean>): Promise<ConsentState> {
  const registry = await loadConsentRegistry();
  for (const identifier of Object.keys(choice)) registeredCategory(registry, identifier);
  return Object.fromEntries(optionalIds(registry).map((id) => [id, choice[id] === true ? '1' : '0']));
}

/** Installs the hook on `window` for the external manager; answers the uninstall. */
export function installExternalHook(deps: {
  get: () => ConsentState | null;
  save: (state: ConsentState) => void;
  onAttach: () => void;
}): () => void {
  const hook: ExternalConsentHook = {
    categories: async () => (await loadConsentRegistry()).map((c) => c.Identifier),
    get: deps.get,
    set: async (choice) => deps.save(await externalChoice(choice)),
    attach: deps.onAttach,
  };
  window.kwkConsent = hook;
  // The CMP may have loaded first and waits for the hook.
  window.dispatchEvent(new Event('kwk-consent-ready'));
  return () => {
    if (window.kwkConsent === hook) delete window.kwkConsent;
  };
}
