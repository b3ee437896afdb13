import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { startWebhookReceiver, verifies } from './webhook-receiver.test-helpers.ts';

describe.each(databaseKinds())('the console’s webhooks on %s', (kind) => {
  let t: TestContext;
  let admin: string;
  let support: string;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await signedInOperator(t, ['admin'])).token;
    support = (await signedInOperator(t, ['support'])).token;
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const deliver = async () => {
    const worker = t.app.services.webhooks.worker(t.app.log);
    while ((await worker.runOnce()) > 0);
  };
  const create = (body: Record<string, unknown>, lang: 'de' | 'en' = 'de') =>
    consoleApi(t, 'POST', 'webhooks', {
      token: admin,
      lang,
      body: {
        Tenant: 'telko',
        Url: receiver.url,
        Description: 'CRM',
        EventTypes: ['referral.created'],
        ...body,
      },
    });
  const audited = async (action: string) =>
    t.database.query<{ details: Record<string, unknown> }>(
      'select details from audit_log where action = $1',
      [action],
    );

  it('creates an endpoint whose secret is shown once, sends a signed test event and lists the delivery', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(200);
    const { Secret, Endpoint } = res.json();
    expect(Secret).toMatch(/^whsec_/);
    expect(Endpoint).toMatchObject({ Tenant: 'telko', Enabled: true, EventTypes: ['referral.created'] });
    const list = await consoleApi(t, 'GET', 'webhooks', { token: admin, query: { tenant: 'telko' } });
    expect(list.body).not.toContain(Secret);
    expect(list.json().Endpoints.map((e: { Id: string }) => e.Id)).toContain(Endpoint.Id);
    // The audit names the host, not the path, never the secret.
    const [row] = await audited('webhook.create');
    expect(row!.details).toMatchObject({ host: new URL(receiver.url).host });
    expect(JSON.stringify(row)).not.toContain(Secret);

    const sent = await consoleApi(t, 'POST', `webhooks/${Endpoint.Id}/test`, { token: admin });
    expect(sent.statusCode).toBe(200);
    await deliver();
    const request = receiver.received.at(-1)!;
    expect(verifies(Secret, request)).toBe(true);
    expect(JSON.parse(request.body)).toMatchObject({ type: 'webhook.test', id: sent.json().EventId });
    const deliveries = (
      await consoleApi(t, 'GET', `webhooks/${Endpoint.Id}/lieferungen`, { token: admin })
    ).json();
    expect(deliveries.Total).toBe(1);
    expect(deliveries.Items[0]).toMatchObject({
      EventType: 'webhook.test',
      Status: 'delivered',
      Attempts: 1,
      LastStatusCode: 200,
      LastResponse: 'ok, thanks',
    });
    expect(deliveries.Items[0].LastLatencyMs).toBeGreaterThanOrEqual(0);
    expect(deliveries.Endpoint.Counts).toEqual({ pending: 0, delivered: 1, failed: 0 });
  });

  it('rotates the secret (shown once; both sign meanwhile), switches off and on, and resends', async () => {
    const { Secret: old, Endpoint } = (await create({ Description: 'rotation' })).json();
    const rotated = await consoleApi(t, 'POST', `webhooks/${Endpoint.Id}/rotation`, {
      token: admin,
      body: { OverlapHours: 2 },
    });
    expect(rotated.statusCode).toBe(200);
    const { Secret: fresh } = rotated.json();
    expect(fresh).not.toBe(old);
    expect(rotated.json().Endpoint.PreviousSecretUntil).not.toBeNull();
    await consoleApi(t, 'POST', `webhooks/${Endpoint.Id}/test`, { token: admin });
    await deliver();
    const during = receiver.received.at(-1)!;
    expect(verifies(old, during) && verifies(fresh, during)).toBe(true);

    // Off: a test event waits and nothing is posted.
    const off = await consoleApi(t, 'POST', `webhooks/${Endpoint.Id}/ausschalten`, { token: admin });
    expect(off.json()).toMatchObject({ Enabled: false, DisabledReason: 'admin' });
    const before = receiver.received.length;
    await consoleApi(t, 'POST', `webhooks/${Endpoint.Id}/test`, { token: admin });
    await deliver();
    expect(receiver.received.length).toBe(before);
    await consoleApi(t, 'POST', `webhooks/${Endpoint.Id}/einschalten`, { token: admin });
    await deliver();
    expect(receiver.received.length).toBe(before + 1);

    // A delivered one can be sent once more (same event id); all failed since a time too.
    const items = (await consoleApi(t, 'GET', `webhooks/${Endpoint.Id}/lieferungen`, { token: admin })).json()
      .Items;
    const again = await consoleApi(
      t,
      'POST',
      `webhooks/${Endpoint.Id}/lieferungen/${items[0].Id}/wiederholung`,
      {
        token: admin,
      },
    );
    expect(again.json()).toEqual({ Count: 1 });
    await deliver();
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(items[0].EventId);
    await t.database.query("update webhook_deliveries set status = 'failed' where endpoint_id = $1", [
      Endpoint.Id,
    ]);
    const all = await consoleApi(t, 'POST', `webhooks/${Endpoint.Id}/wiederholung`, {
      token: admin,
      body: { Since: new Date(t.clock.now().getTime() - 60_000).toISOString() },
    });
    expect(all.json()).toEqual({ Count: 2 });
    expect(await audited('webhook.resend_failed')).toHaveLength(1);
  });

  it('refuses a URL that is not http(s) with credentials, bad events, another role, and unknown ids', async () => {
    const refused = await create({ Url: 'ftp://hooks.example.com/' }, 'en');
    expectAnswer(refused, 400).toEqual({
      code: 'webhooks.url_refused',
      message: 'The address must be a complete https address without credentials.',
    });
    expect((await create({ Url: 'https://user:pw@hooks.example.com/' })).statusCode).toBe(400);
    const badEvent = await create({ EventTypes: ['referral.deleted'] });
    expect(badEvent.statusCode).toBe(400);
    expect(badEvent.json().code).toBe('common.validation');
    expect((await consoleApi(t, 'GET', 'webhooks', { token: support })).statusCode).toBe(403);
    const missing = await consoleApi(t, 'POST', 'webhooks/00000000-0000-4000-8000-000000000000/test', {
      token: admin,
    });
    expect(missing.json().code).toBe('webhooks.not_found');
    expect((await consoleApi(t, 'GET', 'webhooks/nonsense/lieferungen', { token: admin })).statusCode).toBe(
      404,
    );
  });
});
