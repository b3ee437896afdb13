import type { Dispatcher } from 'undici';
import type { TargetPolicy } from './webhook-target.rules.ts';

/**
 * The delivery dispatcher (`webhook-dispatcher.ts`) made on the first delivery: undici and its HTTP
 * parser (about 20 MB resident) load then, not with every server that never delivers a webhook
 * (issue 32, memory). Types only here, so importing this file loads none of it.
 */
export function lazyWebhookDispatcher(policy: TargetPolicy): () => Promise<Dispatcher> {
  let made: Promise<Dispatcher> | undefined;
  return () => {
    made ??= import('./webhook-dispatcher.ts').then((m) => m.webhookDispatcher(policy));
    return made;
  };
}
