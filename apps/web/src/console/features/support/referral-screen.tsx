import './support.css';
import type { SupportReferral } from '@kwk/shared/operator/support.schemas';
import { shownReferralStatus } from '@kwk/shared/operator/support-rewards';
import { Link, useParams } from 'react-router';
import { berlinDateTime } from '../../lib/berlin-time.ts';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleSession } from '../../lib/console-session.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { Notice } from '../../ui/notice.tsx';
import { AccountBlockForm } from './account-block-form.tsx';
import { ReferralFraud } from './referral-fraud.tsx';
import { ReferralGoodwill } from './referral-goodwill.tsx';
import { ReferralMails } from './referral-mails.tsx';
import { ReferralParties } from './referral-parties.tsx';
import { RewardTable } from './reward-table.tsx';
import { StatusCorrectionForm } from './status-correction-form.tsx';
import { entryText, label } from './support-texts.ts';

const TEXTS = {
  de: {
    heading: 'Empfehlung {nr}',
    back: 'Zurück zur Suche',
    facts: 'Angaben',
    tenant: 'Mandant',
    status: 'Status',
    reason: 'Grund der Entscheidung',
    corrected: 'Von Hand korrigiert am',
    created: 'Angelegt am',
    expires: 'Link gültig bis',
    channel: 'Kanal',
    none: '–',
    timeline: 'Verlauf',
    rewards: 'Prämien',
    loading: 'Wird geladen …',
  },
  en: {
    heading: 'Referral {nr}',
    back: 'Back to the search',
    facts: 'Details',
    tenant: 'Tenant',
    status: 'Status',
    reason: 'Reason of the decision',
    corrected: 'Corrected by hand on',
    created: 'Created',
    expires: 'Link valid until',
    channel: 'Channel',
    none: '–',
    timeline: 'Timeline',
    rewards: 'Rewards',
    loading: 'Loading …',
  },
};

/**
 * One support view of a referral (issues 14 and 29, item 4): its details, parties, timeline,
 * rewards with their payout state, fraud review, goodwill cases and mails, and the actions the
 * operator's rights open — correct the status, block the referrer, decide a held fraud review,
 * open and decide a goodwill case — each through its own route (money through its four eyes).
 */
export default function ReferralScreen() {
  const t = useTexts(TEXTS);
  const { id = '' } = useParams();
  const query = useConsoleQuery<SupportReferral>(`support/empfehlungen/${encodeURIComponent(id)}`);
  const referral = query.data;
  const reload = () => void query.reload();

  if (!referral)
    return (
      <>
        <h1>{t.heading.replace('{nr}', '')}</h1>
        <Notice kind="error">{query.error ? consoleErrorText(query.error) : null}</Notice>
        {!query.error && <p role="status">{t.loading}</p>}
        <p>
          <Link to="/support">{t.back}</Link>
        </p>
      </>
    );

  return (
    <>
      <h1>{t.heading.replace('{nr}', String(referral.Empfehlungsnummer))}</h1>
      <p>
        <Link to="/support">{t.back}</Link>
      </p>
      <Notice kind="error">{query.error ? consoleErrorText(query.error) : null}</Notice>
      <ReferralFacts referral={referral} />
      <ReferralParties referral={referral} />
      <ReferralTimeline referral={referral} />
      <section aria-labelledby="referral-rewards">
        <h2 id="referral-rewards">{t.rewards}</h2>
        <RewardTable caption={t.rewards} rewards={referral.Praemien} />
      </section>
      <ReferralActions referral={referral} onDone={reload} />
      <ReferralMails mails={referral.Mails} />
    </>
  );
}

/** The referral's own row: tenant, status (as its rewards say), decision reason, dates, channel. */
function ReferralFacts({ referral }: { referral: SupportReferral }) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  return (
    <section aria-labelledby="referral-facts">
      <h2 id="referral-facts">{t.facts}</h2>
      <dl className="c-facts">
        <dt>{t.tenant}</dt>
        <dd>{referral.Mandant.Name}</dd>
        <dt>{t.status}</dt>
        <dd>{label(lang, shownReferralStatus(referral.Status, referral.Auszahlung))}</dd>
        <dt>{t.reason}</dt>
        <dd>{referral.Ablehnungsgrund ?? t.none}</dd>
        {referral.KorrigiertAm && (
          <>
            <dt>{t.corrected}</dt>
            <dd>{berlinDateTime(referral.KorrigiertAm)}</dd>
          </>
        )}
        <dt>{t.created}</dt>
        <dd>{berlinDateTime(referral.ErstelltAm)}</dd>
        <dt>{t.expires}</dt>
        <dd>{berlinDateTime(referral.AblaufAm)}</dd>
        <dt>{t.channel}</dt>
        <dd>{referral.Kanal ?? t.none}</dd>
      </dl>
    </section>
  );
}

/** Every fact about the referral in the order it happened, with the rule of each decision. */
function ReferralTimeline({ referral }: { referral: SupportReferral }) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  return (
    <section aria-labelledby="referral-timeline">
      <h2 id="referral-timeline">{t.timeline}</h2>
      <ol className="c-timeline">
        {referral.Zeitleiste.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on each load, never reordered; two entries may share every field
          <li key={i}>
            <time dateTime={e.Zeit}>{berlinDateTime(e.Zeit)}</time> <strong>{label(lang, e.Art)}</strong>
            {entryText(lang, e) && <span>: {entryText(lang, e)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The sections whose actions the operator's rights open; each reloads the view when done. */
function ReferralActions({ referral, onDone }: { referral: SupportReferral; onDone: () => void }) {
  const rights = useConsoleSession()?.Operator.Rights ?? [];
  const person = referral.Empfehler;
  return (
    <>
      <ReferralFraud referral={referral} canDecide={rights.includes('fraud.review')} onDone={onDone} />
      <ReferralGoodwill referral={referral} canDecide={rights.includes('goodwill.decide')} onDone={onDone} />
      {rights.includes('referrals.correct') && referral.Korrekturziele.length > 0 && (
        <StatusCorrectionForm referral={referral} onDone={onDone} />
      )}
      {rights.includes('accounts.block') && person && <AccountBlockForm account={person} onDone={onDone} />}
    </>
  );
}
