import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import {
  fraudReferral,
  fraudState,
  germanIban,
  pickUpByTransfer,
  uniqueEmail,
} from './fraud.test-helpers.ts';

type Operator = Awaited<ReturnType<typeof signedInOperator>>;

// Issue 27, "money guarded by two people": a bonus tier (telko: 60 € after 3) counts only referrals
// the fraud review neither holds nor rejected (`notHeldByFraud`), and support's decision reconciles
// the referrer's tiers: a release can reach one, a rejection takes back a bonus not yet collected.
describe.each(databaseKinds())('bonus tiers and the fraud review on %s', (kind) => {
  let t: TestContext;
  let support: Operator;
  let finance: Operator;
  let accounts = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    support = await signedInOperator(t, ['support']);
    finance = await signedInOperator(t, ['finance']);
  });
  afterAll(() => t.close());

  const bonuses = (referrer: string) =>
    t.database.query<{ bonus_after: number; cents: number; status: string }>(
      `select c.bonus_after, c.cents, c.status from reward_credits c join referrers f on f.id = c.referrer_id
       where c.kind = 'bonus' and f.email = $1 order by c.bonus_after`,
      [referrer],
    );
  const decide = (id: string, verb: 'freigeben' | 'ablehnen') =>
    consoleApi(t, 'POST', `/betrug/${id}/${verb}`, {
      token: support.token,
      body: { Begruendung: 'Geprüft: Konto und Bestellung passen zusammen' },
    });
  /** An account of its own for each pickup that should hold nothing. */
  const iban = () => {
    accounts += 1;
    return germanIban(8100 + accounts);
  };

  it('counts a referral held at its pickup toward no tier, and its release reaches the tier', async () => {
    // Another referrer took a reward to this account first: the same IBAN at the pickup holds.
    const shared = iban();
    const other = uniqueEmail('first-payee');
    const first = await fraudReferral(t, { referrer: other });
    expect((await pickUpByTransfer(t, other, first.id, shared)).statusCode).toBe(200);

    const referrer = uniqueEmail('tier-held');
    const held = await fraudReferral(t, { referrer });
    expect((await pickUpByTransfer(t, referrer, held.id, shared)).statusCode).toBe(200);
    expect(await fraudState(t, held.id)).toMatchObject({ status: 'Gezahlt', review: 'held' });
    await fraudReferral(t, { referrer });
    await fraudReferral(t, { referrer });
    // Three credited referrals, one of them held: two count, no bonus.
    expect(await bonuses(referrer)).toEqual([]);

    expect((await decide(held.id, 'freigeben')).statusCode).toBe(200);
    expect(await bonuses(referrer)).toEqual([{ bonus_after: 3, cents: 6000, status: 'Bereitgestellt' }]);
  });

  it('takes back a bonus not yet collected when a pickup holds a referral it counted', async () => {
    const shared = iban();
    const other = uniqueEmail('earlier-payee');
    const first = await fraudReferral(t, { referrer: other });
    expect((await pickUpByTransfer(t, other, first.id, shared)).statusCode).toBe(200);

    const referrer = uniqueEmail('tier-then-held');
    const counted = await fraudReferral(t, { referrer });
    await fraudReferral(t, { referrer });
    await fraudReferral(t, { referrer });
    expect(await bonuses(referrer)).toEqual([{ bonus_after: 3, cents: 6000, status: 'Bereitgestellt' }]);

    // The third referral's reward taken to an account another referrer was paid to: held, and the
    // bonus it helped reach waits with it instead of being collectible meanwhile.
    expect((await pickUpByTransfer(t, referrer, counted.id, shared)).statusCode).toBe(200);
    expect(await fraudState(t, counted.id)).toMatchObject({ status: 'Gezahlt', review: 'held' });
    expect(await bonuses(referrer)).toEqual([{ bonus_after: 3, cents: 6000, status: 'Storniert' }]);

    expect((await decide(counted.id, 'freigeben')).statusCode).toBe(200);
    expect(await bonuses(referrer)).toEqual([{ bonus_after: 3, cents: 6000, status: 'Bereitgestellt' }]);
  });

  it('takes back a bonus not yet collected when support rejects a referral it counted', async () => {
    const referrer = uniqueEmail('tier-rejected');
    const chosen = await fraudReferral(t, { referrer });
    expect((await pickUpByTransfer(t, referrer, chosen.id, iban())).statusCode).toBe(200);
    await fraudReferral(t, { referrer });
    await fraudReferral(t, { referrer });
    expect(await bonuses(referrer)).toEqual([{ bonus_after: 3, cents: 6000, status: 'Bereitgestellt' }]);
    // The chosen transfer goes into a payout batch: it stays there whatever support decides, so
    // the referral keeps its status; then a later signal holds it (the row a hold writes).
    const prepared = await consoleApi(t, 'POST', 'auszahlungen', {
      token: finance.token,
      body: { Mandant: 'telko' },
    });
    expect(prepared.statusCode).toBe(201);
    await t.database.query(
      `insert into fraud_reviews (referral_id, tenant_id, state, held_at)
       select id, tenant_id, 'held', now() from referrals where id = $1`,
      [chosen.id],
    );

    expect((await decide(chosen.id, 'ablehnen')).statusCode).toBe(200);
    expect((await fraudState(t, chosen.id)).status).toBe('Gezahlt');
    expect(await bonuses(referrer)).toEqual([{ bonus_after: 3, cents: 6000, status: 'Storniert' }]);
  });
});
