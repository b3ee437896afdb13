import './support.css';
import type { SupportReferral } from '@kwk/shared/operator/support.schemas';
import { shownReferralStatus } from '@kwk/shared/operator/support-rewards';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { berlinDateTime } from '../../lib/berlin-time.ts';
import { consoleErrorText, consoleFetch } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleSession } from '../../lib/console-session.ts';
import { Notice } from '../../ui/notice.tsx';
import { AccountBlockForm } from './account-block-form.tsx';
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
    referrer: 'Empfehler',
    recipient: 'E-Mail des Empfängers',
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
    referrer: 'Referrer',
    recipient: 'Recipient’s e-mail',
    none: '–',
    timeline: 'Timeline',
    rewards: 'Rewards',
    loading: 'Loading …',
  },
};

/** One referral for support (issue 14): its details, its timeline, the status correction and the account's block. */
export default function ReferralScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const rights = useConsoleSession()?.Operator.Rights ?? [];
  const { id = '' } = useParams();
  const [referral, setReferral] = useState<SupportReferral | null>(null);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(
    () =>
      consoleFetch<SupportReferral>(`support/empfehlungen/${encodeURIComponent(id)}`)
        .then((r) => {
          setReferral(r);
          setError(null);
        })
        .catch(setError),
    [id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (!referral)
    return (
      <>
        <h1>{t.heading.replace('{nr}', '')}</h1>
        <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
        {!error && <p role="status">{t.loading}</p>}
        <p>
          <Link to="/support">{t.back}</Link>
        </p>
      </>
    );

  const person = referral.Empfehler;
  return (
    <>
      <h1>{t.heading.replace('{nr}', String(referral.Empfehlungsnummer))}</h1>
      <p>
        <Link to="/support">{t.back}</Link>
      </p>
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
          <dt>{t.referrer}</dt>
          <dd>
            {person
              ? `${person.Vorname} ${person.Nachname} <${person.Email}>${person.Sperre ? ` (${label(lang, person.Sperre)})` : ''}`
              : t.none}
          </dd>
          <dt>{t.recipient}</dt>
          <dd>{referral.EmpfaengerEmail ?? t.none}</dd>
        </dl>
      </section>

      <section aria-labelledby="referral-rewards">
        <h2 id="referral-rewards">{t.rewards}</h2>
        <RewardTable caption={t.rewards} rewards={referral.Praemien} />
      </section>

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

      {rights.includes('referrals.correct') && referral.Korrekturziele.length > 0 && (
        <StatusCorrectionForm referral={referral} onDone={load} />
      )}
      {rights.includes('accounts.block') && person && <AccountBlockForm account={person} onDone={load} />}
    </>
  );
}
