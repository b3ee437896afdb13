import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook } from './webhook-signing.ts';

describe('signWebhook', () => {
  const at = new Date('2026-11-30T10:00:00Z');
  const [current, previous] = [newWebhookSecret(), newWebhookSecret()];

  it.each([
    ['a payload', '{"type":"referral.created","sequence":7}'],
    ['letters beyond ASCII', '{"data":{"note":"Grüße, Ä€ 😀"}}'],
    ['an empty body', ''],
  ])('signs %s as the standardwebhooks package does', (_, body) => {
    const headers = signWebhook([current], 'msg_1', at, body);
    expect(headers['webhook-signature']).toBe(new Webhook(current).sign('msg_1', at, body));
    expect(headers['webhook-timestamp']).toBe(String(at.getTime() / 1000));
  });

  it('signs with both secrets during a rotation, and a receiver holding either verifies', () => {
    const body = '{"type":"reward.paid"}';
    const headers = signWebhook([current, previous], 'msg_2', new Date(), body);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [current, previous])
      expect(new Webhook(secret).verify(body, headers)).toEqual({ type: 'reward.paid' });
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });
});
