import type { SupportSender } from '@kwk/shared/operator/support.schemas';
import { shownReferralStatus } from '@kwk/shared/operator/support-rewards';
import { Link } from 'react-router';
import { berlinDateTime } from '../../lib/berlin-time.ts';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { RewardTable } from '../support/reward-table.tsx';
import { label } from '../support/support-texts.ts';

const TEXTS = {
  de: {
    heading: 'Empfehlungen und Prämien des Absenders',
    loading: 'Wird geladen …',
    noAccount: 'Kein Empfehlerkonto unter dieser Adresse: keine Empfehlungen und Prämien.',
    referrals: 'Empfehlungen des Absenders',
    nr: 'Empfehlungsnummer',
    status: 'Status',
    created: 'Angelegt am',
    noReferrals: 'Keine Empfehlungen.',
    rewards: 'Prämien des Absenders',
  },
  en: {
    heading: 'The sender’s referrals and rewards',
    loading: 'Loading …',
    noAccount: 'No referrer account at this address: no referrals or rewards.',
    referrals: 'The sender’s referrals',
    nr: 'Referral number',
    status: 'Status',
    created: 'Created',
    noReferrals: 'No referrals.',
    rewards: 'The sender’s rewards',
  },
};

/**
 * Read-only, beside a goodwill decision (issue 27, item 11): what the sender referred and what was
 * credited and paid to them, so a grant is decided knowing it. Each referral opens its support detail.
 */
export function SenderRewardsPanel({ tenant, email }: { tenant: string; email: string }) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const answer = useConsoleQuery<SupportSender>('support/absender', {
    query: { Mandant: tenant, Email: email },
  });
  const sender = answer.data ?? null;
  const error = answer.error ?? null;

  return (
    <section aria-labelledby="goodwill-sender">
      <h3 id="goodwill-sender">{t.heading}</h3>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      {!sender && !error && <p role="status">{t.loading}</p>}
      {sender && !sender.Konto && <p>{t.noAccount}</p>}
      {sender?.Konto && (
        <>
          <DataTable
            caption={t.referrals}
            rows={sender.Empfehlungen}
            rowKey={(r) => r.Id}
            empty={t.noReferrals}
            columns={[
              {
                header: t.nr,
                cell: (r) => <Link to={`/support/empfehlung/${r.Id}`}>{r.Empfehlungsnummer}</Link>,
                rowHeader: true,
              },
              { header: t.status, cell: (r) => label(lang, shownReferralStatus(r.Status, r.Auszahlung)) },
              { header: t.created, cell: (r) => berlinDateTime(r.ErstelltAm) },
            ]}
          />
          <RewardTable caption={t.rewards} rewards={sender.Praemien} withKind />
        </>
      )}
    </section>
  );
}
