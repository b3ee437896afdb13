import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyedIdentity } from '../../lib/secret-box.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { everyDatabaseKind, onOneKind, sameOnBothKinds } from '../../test/test-db.ts';
import { TEST_APP_SECRET } from '../../test/test-secret.ts';
import { api, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import {
  type FraudScenario,
  fraudReferral,
  fraudState,
  pickUpByTransfer,
  uniqueEmail,
} from './fraud.test-helpers.ts';

const LIMITS = {
  FRAUD_MAX_PER_REFERRER_72H: '3',
  FRAUD_MAX_PER_NETWORK_72H: '3',
  FRAUD_MAX_SUCCESSFUL_PER_YEAR: '2',
};
const HELD = { status: 'Offen', credits: ['Offen', 'Offen'], review: 'held' };

/** Stores a referrer's bank account as Meine Daten would (only its keyed identity matters here). */
async function bankAccount(t: TestContext, referrerEmail: string, iban: string) {
  await t.database.query(
    `insert into referrer_bank_data (referrer_id, tenant_id, holder, iban_sealed, iban_identity, updated_at)
     select id, tenant_id, 'Anna Berg', 'sealed', $2, now() from referrers where email = $1`,
    [referrerEmail, keyedIdentity(TEST_APP_SECRET, 'iban', iban)],
  );
}

describe.each(everyDatabaseKind())('fraud review on %s', (kind) => {
  // A test without a dialect-sensitive part runs on one kind only (decision 058).
  const once = onOneKind(kind);
  let t: TestContext;
  let support: string;

  beforeAll(async () => {
    t = await createTestApp(kind, LIMITS);
    support = (await signedInOperator(t, ['support'])).token;
  });
  afterAll(() => t.close());

  once('credits a referral without a signal at once', async () => {
    const { id } = await fraudReferral(t);
    expect(await fraudState(t, id)).toMatchObject({
      status: 'Gezahlt',
      credits: ['Bereitgestellt', 'Bereitgestellt'],
      review: null,
      signals: [],
    });
  });

  const device = 'a'.repeat(32);
  // Each scenario's referral is brought to the day its reward would be credited.
  const scenarios: [string, () => Promise<FraudScenario>][] = [
    [
      'same_email',
      async () => ({ referrer: 'Sam.Fox+a@firma.example', recipient: 'sam.fox+b@Firma.example' }),
    ],
    ['disposable_email', async () => ({ recipient: 'someone@mailinator.com' })],
    ['same_device', async () => ({ referrerDevice: device, recipientDevice: device })],
    ['same_ip', async () => ({ referrerIp: '81.2.69.160', recipientIp: '81.2.69.160' })],
    [
      'same_address',
      async () => ({
        referrerAddress: {
          Strasse: 'Lindenstr.',
          Hausnummer: '4 b',
          Plz: '10969',
          Ort: 'Berlin',
          Land: 'DE',
        },
        recipientAddress: {
          strasse: 'LINDENSTRASSE',
          hausnummer: '4B',
          plz: '10969',
          ort: 'Berlin-Kreuzberg',
        },
      }),
    ],
    ['existing_customer', async () => ({ existingCustomer: true })],
    [
      'velocity_referrer',
      async () => {
        const referrer = uniqueEmail('busy');
        for (let i = 0; i < 3; i++) await fraudReferral(t, { referrer, createOnly: true });
        return { referrer };
      },
    ],
    [
      'velocity_network',
      async () => {
        for (let i = 1; i <= 3; i++) await fraudReferral(t, { referrerIp: `81.2.70.${i}`, createOnly: true });
        return { referrerIp: '81.2.70.200' };
      },
    ],
    [
      'velocity_network',
      async () => {
        // IPv6: one /64 is one network.
        for (let i = 1; i <= 3; i++)
          await fraudReferral(t, { referrerIp: `2a00:1450:4001:81a::${i}`, createOnly: true });
        return { referrerIp: '2a00:1450:4001:81a:ffff::1' };
      },
    ],
    [
      'commercial_use',
      async () => {
        const referrer = uniqueEmail('pro');
        // Two successful referrals this year (the limit); the third goes to review.
        for (let i = 0; i < 2; i++) {
          const { id } = await fraudReferral(t, { referrer });
          expect((await fraudState(t, id)).status).toBe('Gezahlt');
        }
        return { referrer };
      },
    ],
    [
      'shared_iban',
      async () => {
        const referrer = uniqueEmail('payee');
        const other = uniqueEmail('other-payee');
        await fraudReferral(t, { referrer: other, createOnly: true });
        await fraudReferral(t, { referrer, createOnly: true });
        await bankAccount(t, other, 'DE02120300000000202051');
        await bankAccount(t, referrer, 'DE02120300000000202051');
        return { referrer };
      },
    ],
  ];

  once.each(scenarios)('holds a referral with the signal %s, with its evidence', async (signal, setUp) => {
    const { id } = await fraudReferral(t, await setUp());
    const state = await fraudState(t, id);
    expect(state).toMatchObject(HELD);
    expect(state.signals).toContain(signal);
    // The evidence holds no address in clear text.
    expect(JSON.stringify(state.evidence)).not.toMatch(/[a-z0-9.+-]{2,}@/i);
    expect(JSON.stringify(state.evidence)).not.toMatch(/DE\d{20}/);
    // The hold is recorded for support's timeline, with the rule and its reason.
    const decisions = await t.database.query<{ rule: string; reason: string }>(
      'select rule, reason from referral_decisions where referral_id = $1 order by at desc limit 1',
      [id],
    );
    expect(decisions[0]).toEqual({ rule: 'fraud_review', reason: 'fraud review' });
    // The periods job leaves it alone: no day to wait for.
    const dated = await t.database.query(
      'select 1 from reward_credits where referral_id = $1 and due_on is not null',
      [id],
    );
    expect(dated).toHaveLength(0);
  });

  once(
    'holds nothing for referrer and recipient at different postal addresses, nor for an unknown one',
    async () => {
      const elsewhere = await fraudReferral(t, {
        referrerAddress: {
          Strasse: 'Lindenstraße',
          Hausnummer: '5',
          Plz: '10969',
          Ort: 'Berlin',
          Land: 'DE',
        },
        recipientAddress: { strasse: 'Lindenstraße', hausnummer: '4', plz: '10969', ort: 'Berlin' },
      });
      // The same IP address is no longer same_address: only same_ip.
      const sameIp = await fraudReferral(t, { referrerIp: '81.2.69.170', recipientIp: '81.2.69.170' });
      expect(await fraudState(t, elsewhere.id)).toMatchObject({ review: null, signals: [] });
      expect((await fraudState(t, sameIp.id)).signals).toEqual(['same_ip']);
    },
  );

  it('migration 0017 renames a stored same_address (the IP comparison) to same_ip with its evidence', async () => {
    const { id } = await fraudReferral(t, { recipient: 'm@mailinator.com', createOnly: true });
    const tenantId = (await t.app.services.tenants.byKey('telko'))!.id;
    await t.database.query(
      `insert into fraud_signals (tenant_id, referral_id, kind, evidence, at)
       values ($1, $2, 'same_address', '{"adresse": "0a1b2c3d4e5f"}', now())`,
      [tenantId, id],
    );
    const migration = await readFile(
      new URL('../../db/migrations/0017_pickup_iban_identity.sql', import.meta.url),
      'utf8',
    );
    const rename = migration.split('--> statement-breakpoint').find((s) => s.includes('same_ip'))!;
    await t.database.query(rename);
    const state = await fraudState(t, id);
    expect(state.signals).toEqual(['disposable_email', 'same_ip']);
    expect(state.evidence[1]).toEqual({ ip: '0a1b2c3d4e5f' });
  });

  once('holds a referral as soon as the partner reports the recipient as an existing customer', async () => {
    const { id } = await fraudReferral(t, { existingCustomer: true, placedOnly: true });
    const state = await fraudState(t, id);
    expect(state).toMatchObject({ status: 'Offen', review: 'held', signals: ['existing_customer'] });
    expect(state.evidence).toEqual([{ partnerFlag: true, ereignis: 'order.placed' }]);
    const queue = (await consoleApi(t, 'GET', '/betrug', { token: support })).json().Faelle as {
      Id: string;
    }[];
    expect(queue.map((c) => c.Id)).toContain(id);
  });

  it('credits a released referral exactly once, also when released twice at the same moment', async () => {
    const { id, nr, referrer } = await fraudReferral(t, { recipient: 'x@mailinator.com' });
    expect(await fraudState(t, id)).toMatchObject(HELD);
    const body = { Begruendung: 'Wegwerfadresse, aber bekannter Kunde' };
    const answers = await Promise.all(
      [1, 2].map(() => consoleApi(t, 'POST', `/betrug/${id}/freigeben`, { token: support, body })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const ok = answers.find((a) => a.statusCode === 200)!.json();
    expect(ok).toMatchObject({ Zustand: 'released', Status: 'Gezahlt', Begruendung: body.Begruendung });
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('fraud.already_decided');
    expect(await fraudState(t, id)).toMatchObject({
      status: 'Gezahlt',
      credits: ['Bereitgestellt', 'Bereitgestellt'],
      review: 'released',
    });
    const again = await consoleApi(t, 'POST', `/betrug/${id}/freigeben`, { token: support, body });
    expect(again.statusCode).toBe(409);
    const mails = await t.database.query(
      "select 1 from outbox where referral_id = $1 and kind = 'lifecycle.reward.ready'",
      [id],
    );
    expect(mails).toHaveLength(1);
    // The decision with its reason is audited on the referral and on its timeline.
    const timeline = await consoleApi(t, 'GET', `/support/empfehlungen/${id}`, {
      token: (await signedInOperator(t, ['support'])).token,
    });
    const entries = timeline.json().Zeitleiste as {
      Art: string;
      Was: string;
      Grund: string | null;
      Regel: string | null;
    }[];
    expect(entries).toContainEqual(
      expect.objectContaining({ Art: 'operator', Was: 'fraud.release', Grund: body.Begruendung }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ Art: 'decision', Regel: 'fraud_review' }));
    void nr;
    void referrer;
  });

  once('a rejected referral is never credited: cancelled with the review as its reason', async () => {
    const { id } = await fraudReferral(t, { existingCustomer: true });
    const res = await consoleApi(t, 'POST', `/betrug/${id}/ablehnen`, {
      token: support,
      body: { Begruendung: 'Bestandskunde laut Partner' },
    });
    expect(res.statusCode).toBe(200);
    expect(await fraudState(t, id)).toMatchObject({
      status: 'Storniert',
      reason: 'fraud_review',
      credits: ['Storniert', 'Storniert'],
      review: 'rejected',
    });
    const [decision] = await t.database.query<{ rule: string; reason: string; to_status: string }>(
      'select rule, reason, to_status from referral_decisions where referral_id = $1 order by at desc limit 1',
      [id],
    );
    expect(decision).toEqual({ rule: 'fraud_review', reason: 'fraud_review', to_status: 'Storniert' });
    const [audit] = await t.database.query<{ action: string; reason: string }>(
      "select action, reason from audit_log where action like 'fraud.%' and details->>'referralId' = $1",
      [id],
    );
    expect(audit).toEqual({ action: 'fraud.reject', reason: 'Bestandskunde laut Partner' });
    // Releasing afterwards changes nothing.
    const late = await consoleApi(t, 'POST', `/betrug/${id}/freigeben`, {
      token: support,
      body: { Begruendung: 'doch nicht' },
    });
    expect(late.statusCode).toBe(409);
  });

  once('shows the referrer only "claim in processing", never the signal', async () => {
    const referrer = uniqueEmail('held-referrer');
    await fraudReferral(t, { referrer, existingCustomer: true });
    const { Token } = await signedUpReferrer(t, referrer, { password: PASSWORD });
    const res = await api(t, 'GET', '/empfehler/empfehlungen/', { token: Token });
    expect(res.statusCode).toBe(200);
    const [item] = res.json().Empfehlungen;
    expect(item).toMatchObject({
      StatusSchluessel: 'claimInProcessing',
      StatusText: 'Ihr Prämienanspruch wird bearbeitet.',
      PraemienStatus: 'Offen',
    });
    expect(res.body).not.toMatch(/fraud|betrug|customer|kunde|signal|held|review|pruef|prüf/i);
  });

  // One kind only, as `once` (decision 058): the block is not declared on the other.
  if (!sameOnBothKinds(kind))
    describe('the IBAN typed at the reward pickup', () => {
      const IBAN = 'DE89 3704 0044 0532 0130 00';
      const pickUp = (referrer: string, referralId: string, iban: string) =>
        pickUpByTransfer(t, referrer, referralId, iban);
      const identityOf = async (referralId: string) =>
        (
          await t.database.query<{ payout_iban_identity: string | null; payout_iban_sealed: string | null }>(
            "select payout_iban_identity, payout_iban_sealed from reward_credits where referral_id = $1 and beneficiary = 'Empfehler'",
            [referralId],
          )
        )[0]!;

      it('keeps the keyed identity on the credit and holds nothing for an IBAN nobody else gave', async () => {
        const referrer = uniqueEmail('own-iban');
        const { id } = await fraudReferral(t, { referrer });
        const res = await pickUp(referrer, id, 'DE12 5001 0517 0648 4898 90');
        expect(res.statusCode).toBe(200);
        const stored = await identityOf(id);
        expect(stored.payout_iban_identity).toBe(
          keyedIdentity(TEST_APP_SECRET, 'iban', 'DE12500105170648489890'),
        );
        expect(stored.payout_iban_sealed).not.toContain('DE12');
        expect(await fraudState(t, id)).toMatchObject({ review: null, signals: [] });
      });

      it("holds a referral again when its referrer types another referrer's IBAN, also after a release", async () => {
        const other = uniqueEmail('first-payee');
        const first = await fraudReferral(t, { referrer: other });
        expect((await pickUp(other, first.id, IBAN)).statusCode).toBe(200);
        expect(await fraudState(t, first.id)).toMatchObject({ review: null, signals: [] });

        const referrer = uniqueEmail('second-payee');
        const { id } = await fraudReferral(t, { referrer, recipient: 'y@mailinator.com' });
        const released = await consoleApi(t, 'POST', `/betrug/${id}/freigeben`, {
          token: support,
          body: { Begruendung: 'Wegwerfadresse, sonst unauffällig' },
        });
        expect(released.statusCode).toBe(200);
        const res = await pickUp(referrer, id, IBAN);
        // The referrer's answer is the ordinary one: nothing of the signal.
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(/fraud|betrug|signal|held|review|prüf|iban/i);
        const state = await fraudState(t, id);
        expect(state).toMatchObject({ review: 'held', signals: ['disposable_email', 'shared_iban'] });
        const evidence = state.evidence[1]!;
        expect(evidence).toMatchObject({ beiAbholung: true, weitereEmpfehler: 1, auchEmpfaenger: false });
        expect(JSON.stringify(state.evidence)).not.toMatch(/DE\d{2}/);
        // Back in support's queue, with the earlier decision cleared.
        const detail = (await consoleApi(t, 'GET', `/betrug/${id}`, { token: support })).json();
        expect(detail).toMatchObject({ Zustand: 'held', Begruendung: null });
        // The referrer sees "claim in processing" at most, never the signal.
        const list = await api(t, 'GET', '/empfehler/empfehlungen/', { token: res.token });
        expect(list.body).not.toMatch(/fraud|betrug|signal|held|review|iban/i);
      });

      it("holds a referral when its referrer types the recipient's IBAN", async () => {
        const referrer = uniqueEmail('family-payee');
        const { id } = await fraudReferral(t, { referrer });
        await t.database.query('update recipients set iban_identity = $2 where referral_id = $1', [
          id,
          keyedIdentity(TEST_APP_SECRET, 'iban', 'DE75512108001245126199'),
        ]);
        expect((await pickUp(referrer, id, 'DE75 5121 0800 1245 1261 99')).statusCode).toBe(200);
        const state = await fraudState(t, id);
        expect(state).toMatchObject({ review: 'held', signals: ['shared_iban'] });
        expect(state.evidence[0]).toMatchObject({
          beiAbholung: true,
          weitereEmpfehler: 0,
          auchEmpfaenger: true,
        });
      });
    });

  once('lists the queue oldest first, per tenant on request, with signals and evidence', async () => {
    const telko = (await t.app.services.tenants.byKey('telko'))!.id;
    const other = (await t.app.services.tenants.byKey('fyrst'))!.id;
    const { id } = await fraudReferral(t, {
      tenant: 'fyrst',
      recipient: 'z@mailinator.com',
      createOnly: true,
    });
    const all = await consoleApi(t, 'GET', '/betrug', { token: support });
    expect(all.statusCode).toBe(200);
    const cases = all.json().Faelle as {
      Id: string;
      Mandant: { Id: string };
      GehaltenSeit: string;
      Signale: { Art: string; Hinweise: Record<string, unknown> }[];
    }[];
    expect(cases.map((c) => c.GehaltenSeit)).toEqual([...cases.map((c) => c.GehaltenSeit)].sort());
    const fyrstCase = cases.find((c) => c.Id === id)!;
    expect(fyrstCase.Signale).toEqual([
      expect.objectContaining({ Art: 'disposable_email', Hinweise: { empfaenger: 'mailinator.com' } }),
    ]);
    const ofTelko = (
      await consoleApi(t, 'GET', '/betrug', { token: support, query: { Mandant: telko } })
    ).json().Faelle as { Mandant: { Id: string } }[];
    expect(ofTelko.length).toBeGreaterThan(0);
    expect(ofTelko.every((c) => c.Mandant.Id === telko)).toBe(true);
    const ofOther = (
      await consoleApi(t, 'GET', '/betrug', { token: support, query: { Mandant: other } })
    ).json().Faelle as { Id: string }[];
    expect(ofOther.map((c) => c.Id)).toEqual([id]);
    // Released and rejected ones have left the queue.
    expect(cases.every((c) => c.Signale.length > 0)).toBe(true);
    const detail = await consoleApi(t, 'GET', `/betrug/${id}`, { token: support });
    expect(detail.json()).toMatchObject({ Id: id, Zustand: 'held', Status: 'Ok' });
  });

  once('answers only operators with the review right, and bad input with a field message', async () => {
    const { id } = await fraudReferral(t, { recipient: 'q@mailinator.com', createOnly: true });
    for (const role of ['admin', 'finance'] as const) {
      const { token } = await signedInOperator(t, [role]);
      expect((await consoleApi(t, 'GET', '/betrug', { token })).statusCode).toBe(403);
      const post = await consoleApi(t, 'POST', `/betrug/${id}/freigeben`, {
        token,
        body: { Begruendung: 'ich darf das nicht' },
      });
      expect(post.statusCode).toBe(403);
    }
    expect((await consoleApi(t, 'GET', '/betrug')).statusCode).toBe(401);
    const empty = await consoleApi(t, 'POST', `/betrug/${id}/ablehnen`, {
      token: support,
      body: { Begruendung: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Begründung');
    const unknown = await consoleApi(t, 'POST', `/betrug/${crypto.randomUUID()}/ablehnen`, {
      token: support,
      body: { Begruendung: 'gibt es nicht' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await consoleApi(t, 'GET', '/betrug/kein-uuid', { token: support })).statusCode).toBe(400);
    expect(await fraudState(t, id)).toMatchObject({ review: 'held' });
  });
});
