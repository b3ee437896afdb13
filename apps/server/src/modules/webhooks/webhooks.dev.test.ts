import { WEBHOOK_EVENT_TYPES } from '@kwk/shared/webhooks/webhook-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { DEV_RECEIVER_PATH } from './dev-webhook-receiver.routes.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';

// Routing and one delivery to the app itself: one database kind is enough.
describe('the webhooks in development: the demo receiver and the OpenAPI document', () => {
  let dev: TestContext;
  let prod: TestContext;
  let base: string;
  beforeAll(async () => {
    dev = await createTestApp('pglite');
    prod = await createTestApp('pglite', { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' });
    base = await dev.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all([dev.close(), prod.close()]);
  });

  const deliver = async () => {
    const worker = dev.app.services.webhooks.worker(dev.app.log);
    while ((await worker.runOnce()) > 0);
  };

  it('verifies what arrives with the endpoint’s secret and lists it; a forged delivery is refused', async () => {
    const telko = (await dev.app.services.tenants.byKey('telko'))!;
    const { row } = await dev.app.services.webhooks.createEndpoint(dev.database.db, telko.id, {
      url: `${base}${DEV_RECEIVER_PATH}`,
      description: 'demo',
      eventTypes: ['referral.created'],
      enabled: true,
    });
    const eventId = await createWebhooksRepository().enqueue(
      dev.database.db,
      { tenantId: telko.id, tenantKey: 'telko', type: 'webhook.test', data: async () => ({ message: 'hi' }) },
      dev.clock.now(),
      { endpointId: row.id },
    );
    await deliver();
    const [delivery] = await dev.database.query<{ status: string; last_status_code: number }>(
      'select status, last_status_code from webhook_deliveries where event_id = $1',
      [eventId],
    );
    expect(delivery).toEqual({ status: 'delivered', last_status_code: 200 });

    const forged = await dev.app.inject({
      method: 'POST',
      url: DEV_RECEIVER_PATH,
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')}`,
      },
      payload: JSON.stringify({ type: 'webhook.test', tenant: 'telko' }),
    });
    expect([forged.statusCode, forged.json().code]).toEqual([401, 'webhooks.signature_invalid']);

    const page = await dev.app.inject({ url: DEV_RECEIVER_PATH });
    expect(page.body).toContain(eventId!);
    expect(page.body).toContain('Signatur gültig');
    expect(page.body).toContain('msg_forged');
    expect(page.body).toContain('Signatur ungültig');
  });

  it('is not there in production', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await prod.app.inject({
        method,
        url: DEV_RECEIVER_PATH,
        headers: { host: 'telko.localhost' },
      });
      expect([method, res.statusCode, res.json().code]).toEqual([method, 404, 'common.not_found']);
    }
  });

  it('lists every event, with the signature headers, in the OpenAPI document’s webhooks', async () => {
    const doc = (await dev.app.inject({ url: '/api/docs' })).json() as {
      openapi: string;
      webhooks: Record<string, { post: { parameters: { name: string }[]; requestBody: unknown } }>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, 'webhook.test'].sort());
    const created = doc.webhooks['referral.created']!.post;
    expect(created.parameters.map((p) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(JSON.stringify(created.requestBody)).toContain('referralNumber');
  });
});
