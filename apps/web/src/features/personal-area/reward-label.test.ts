import { REWARD_STATUSES } from '@kwk/shared/lifecycle/referral-lifecycle';
import { statusBarKey } from '@kwk/shared/lifecycle/status-bar';
import type { PayoutKind } from '@kwk/shared/rewards/reward-pickup.schemas';
import { describe, expect, it } from 'vitest';
import deTexts from '../../i18n/de-pages.json';
import { lifecycleProgress } from './lifecycle-progress.ts';
import { type RewardLabel, rewardLabel } from './reward-label.ts';

type Row = [RewardLabel, (typeof REWARD_STATUSES)[number], PayoutKind | null, boolean];

describe('rewardLabel: a reward is labelled by its real state (issue 17, spec §4)', () => {
  it.each<Row>([
    ['processing', 'Offen', null, false],
    ['ready', 'Bereitgestellt', null, false],
    ['transferRequested', 'Abgeholt', 'Ueberweisung', false],
    ['bankDataMissing', 'Abgeholt', 'Ueberweisung', true],
    ['voucherRequested', 'Abgeholt', 'Gutschein', false],
    ['chosen', 'Abgeholt', null, false],
    ['paid', 'Ausgezahlt', 'Ueberweisung', false],
    ['paid', 'Ausgezahlt', 'Gutschein', false],
    ['cancelled', 'Storniert', null, false],
    ['expired', 'Abgelaufen', null, false],
  ])('%s ← %s, %s, bank data missing: %s', (label, status, payoutKind, bankDataMissing) => {
    expect(rewardLabel({ status, payoutKind, bankDataMissing })).toBe(label);
  });

  it.each([
    ['transferRequested', 'Auszahlung veranlasst'],
    ['voucherRequested', 'Gutschein angefordert'],
    ['paid', 'ausgezahlt'],
  ] as const)('the German label of %s is "%s"', (label, text) => {
    expect(deTexts.area.rewardState[label]).toBe(text);
  });

  // The amount's label and the status bar tell the same story: "paid" exactly when the bar's
  // last step ("Ausgezahlt") is reached, whatever the payout kind.
  it.each(
    REWARD_STATUSES.flatMap((status) =>
      (['Ueberweisung', 'Gutschein', null] as const).map((payoutKind) => [status, payoutKind] as const),
    ),
  )('%s, %s: the label says paid only where the bar reached "Ausgezahlt"', (status, payoutKind) => {
    const bankDataMissing = false;
    const key = statusBarKey({
      referral: 'Gezahlt',
      reward: status,
      recipientReacted: true,
      choiceRequired: true,
      bankDataMissing,
    });
    const bar = lifecycleProgress({ StatusSchluessel: key, Status: 'Gezahlt', Auftragsdatum: '2026-10-01' });
    const paidStep = bar.find((s) => s.step === 'paid')!;
    const labelSaysPaid = rewardLabel({ status, payoutKind, bankDataMissing }) === 'paid';
    expect(labelSaysPaid).toBe(paidStep.state === 'current' || paidStep.state === 'done');
  });
});
