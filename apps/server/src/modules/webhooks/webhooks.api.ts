/**
 * The webhooks module's public face (decision 075): the webhooks service (`enqueueWebhookEvent` in
 * the caller's transaction). Other modules import this file or `webhooks.module.ts`, nothing else
 * of the module (scripts/module-graph.mjs checks it).
 */

export type { WebhooksService } from './webhooks.service.ts';
