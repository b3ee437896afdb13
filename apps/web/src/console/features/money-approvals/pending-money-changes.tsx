import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import {
  type MoneyAmountChange,
  type MoneyChangeKind,
  type PendingMoneyChange,
  PRODUCT_PAY_FIELD,
} from '@kwk/shared/operator/money-raises';
import { useCallback, useEffect, useId, useState } from 'react';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { hasRight, useConsoleSession } from '../../lib/console-session.ts';
import { useConsoleMutation } from '../../lib/use-console-query.ts';
import { DecisionButtons } from '../../ui/decision-buttons.tsx';
import { Section } from '../../ui/form-section.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useReauth } from '../../ui/reauth-dialog.tsx';
import { formatTime } from '../operations-ui/format.ts';
import { decideMoneyChange, listMoneyChanges } from './api/money-approvals-api.ts';

const TEXTS = {
  de: {
    heading: 'Erhöhungen, die auf Freigabe warten',
    intro:
      'Ein höherer Geldbetrag gilt erst, wenn eine andere Administratorin oder ein anderer Administrator ihn freigibt (Vier-Augen-Prinzip).',
    proposed: 'vorgeschlagen von {name} am {at}',
    approve: 'Freigeben',
    reject: 'Ablehnen',
    otherDecides:
      'Wartet auf die Freigabe durch eine andere Administratorin oder einen anderen Administrator.',
    approved: 'Die Erhöhung ist freigegeben und gilt ab jetzt.',
    rejected: 'Die Erhöhung ist abgelehnt; es bleibt beim bisherigen Betrag.',
    none: 'keiner',
    MaxEmpfaengerPraemieCent: 'Höchstbetrag für die empfohlene Person',
    KulanzJahresgrenzeCent: 'Kulanz-Jahresgrenze je Konto',
    BonusPraemien: 'Bonusstufen',
    reward: 'Prämie {id}',
    newReward: 'Neue Prämie',
    campaign: 'Bonus der Kampagne {id}',
    newCampaign: 'Bonus einer neuen Kampagne',
    product: 'Höchste Prämie von Produkt {id}',
    newProduct: 'Höchste Prämie eines neuen Produkts',
    productOfReward: 'Prämie {id}: höchste Prämie von Produkt {product}',
    tier: 'ab {n} Erfolgen {euro}',
  },
  en: {
    heading: 'Raises waiting for approval',
    intro:
      'A higher amount of money applies only once another administrator approves it (four-eyes principle).',
    proposed: 'proposed by {name} on {at}',
    approve: 'Approve',
    reject: 'Reject',
    otherDecides: 'Waiting for another administrator to approve it.',
    approved: 'The raise is approved and applies from now on.',
    rejected: 'The raise is rejected; the amount stays as it was.',
    none: 'none',
    MaxEmpfaengerPraemieCent: 'Maximum for the recommended person',
    KulanzJahresgrenzeCent: 'Goodwill limit per account and year',
    BonusPraemien: 'Bonus tiers',
    reward: 'Reward {id}',
    newReward: 'New reward',
    campaign: 'Bonus of campaign {id}',
    newCampaign: 'Bonus of a new campaign',
    product: 'Highest reward of product {id}',
    newProduct: 'Highest reward of a new product',
    productOfReward: 'Reward {id}: highest reward of product {product}',
    tier: 'from {n} successes {euro}',
  },
};
type Texts = (typeof TEXTS)['de'];

/**
 * What a change raises, in words: the rule's name, the reward's or campaign's, or the highest
 * reward of a product a change of its rewards or of a reward's days makes pay more.
 */
function subjectOf(change: PendingMoneyChange, amount: MoneyAmountChange, t: Texts): string {
  const id = String(change.ObjektId ?? '');
  if (change.Art === 'product')
    return change.ObjektId === null ? t.newProduct : t.product.replace('{id}', id);
  if (change.Art === 'reward' && amount.Feld.startsWith(PRODUCT_PAY_FIELD))
    return t.productOfReward
      .replace('{id}', id)
      .replace('{product}', amount.Feld.slice(PRODUCT_PAY_FIELD.length));
  if (change.Art === 'reward') return change.ObjektId === null ? t.newReward : t.reward.replace('{id}', id);
  if (change.Art === 'campaign')
    return change.ObjektId === null ? t.newCampaign : t.campaign.replace('{id}', id);
  return (t as Record<string, string>)[amount.Feld] ?? amount.Feld;
}

/** An amount or the tiers as the console writes them: "25,00 €", "ab 3 Erfolgen 60,00 €, …". */
function amountText(
  cent: number | null,
  tiers: MoneyAmountChange['AltStufen'],
  t: Texts,
  lang: 'de' | 'en',
): string {
  if (tiers)
    return tiers.length === 0
      ? t.none
      : tiers
          .map((s) =>
            t.tier.replace('{n}', String(s.NachErfolgreichen)).replace('{euro}', formatEuro(s.Cent, lang)),
          )
          .join(', ');
  return cent === null ? t.none : formatEuro(cent, lang);
}

/**
 * The tenant's raises of money settings waiting for a second admin (decision 047), of the kinds a
 * screen edits: who proposed each, old → new; another admin approves or rejects it here (after a
 * fresh confirmation), its proposer reads that it waits. Read again whenever `version` changes
 * (after every save of the screen); `onDecided` lets the screen read what an approval changed.
 */
export function PendingMoneyChanges({
  tenant,
  kinds,
  version,
  onDecided,
}: {
  tenant: string;
  kinds: readonly MoneyChangeKind[];
  version: unknown;
  onDecided: () => Promise<void> | void;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const session = useConsoleSession();
  const headingId = useId();
  const { run, dialog } = useReauth();
  const [changes, setChanges] = useState<PendingMoneyChange[]>([]);
  // A decision's outcome; a failed read of the list shows as its failure too.
  const decision = useConsoleMutation();
  const { setError, setDone, busy } = decision;

  const load = useCallback(async () => {
    if (!tenant) return;
    try {
      setChanges(await listMoneyChanges(tenant));
    } catch (error) {
      setDone('');
      setError(error);
    }
  }, [tenant, setError, setDone]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again after each save of the screen
  useEffect(() => {
    void load();
  }, [load, version]);

  const decide = async (change: PendingMoneyChange, how: 'genehmigung' | 'ablehnung') => {
    await decision.run(async () => {
      await run(() => decideMoneyChange(change.Id, how));
      setDone(how === 'genehmigung' ? t.approved : t.rejected);
      await onDecided();
    });
    await load();
  };

  const mayDecide = hasRight(session, 'money.approve');
  const shown = changes.filter((c) => kinds.includes(c.Art));
  return (
    <>
      <Notice kind="error">{decision.error === undefined ? null : consoleErrorText(decision.error)}</Notice>
      <Notice kind="success">{decision.done || null}</Notice>
      {/* A section only when a change waits: an empty box would stand under the title. */}
      {shown.length > 0 && (
        <Section id={headingId} heading={t.heading} intro={t.intro}>
          <ul>
            {shown.map((change) => {
              const what = change.Betraege.map(
                (a) =>
                  `${subjectOf(change, a, t)}: ${amountText(a.AltCent, a.AltStufen, t, lang)} → ${amountText(a.NeuCent, a.NeuStufen, t, lang)}`,
              ).join('; ');
              return (
                <li key={change.Id}>
                  <span>{what}</span>{' '}
                  <span className="c-hint">
                    (
                    {t.proposed
                      .replace('{name}', change.VorgeschlagenVonName)
                      .replace('{at}', formatTime(change.VorgeschlagenAm))}
                    )
                  </span>{' '}
                  {change.DarfEntscheiden && mayDecide ? (
                    <DecisionButtons
                      approve={t.approve}
                      refuse={t.reject}
                      subject={what}
                      busy={busy}
                      onDecide={(how) => decide(change, how)}
                    />
                  ) : (
                    <span className="c-hint">{t.otherDecides}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
      )}
      {dialog}
    </>
  );
}
