import { GOAL_NAMES } from '@kwk/shared/analytics/goals';
import type { GoalCounts } from '@kwk/shared/analytics/goals.schemas';
import { useId } from 'react';
import { useConsoleLang } from '../../lib/console-lang.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';

const TEXTS = {
  de: {
    title: 'Ziele (vom Portal gezählt)',
    note: 'Gezählt nur für Mandanten ohne Tracking-Endpunkt und nur nach Einwilligung in die Analyse-Cookies; ohne personenbezogene Daten.',
    goal: 'Ziel',
    count: 'Anzahl',
    names: { share: 'Geteilt', reward: 'Prämie abgeholt', faq: 'FAQ geöffnet' },
  },
  en: {
    title: 'Goals (counted by the portal)',
    note: 'Counted only for tenants without a tracking endpoint and only after consent to analytics cookies; no personal data.',
    goal: 'Goal',
    count: 'Count',
    names: { share: 'Shared', reward: 'Reward picked up', faq: 'FAQ opened' },
  },
};

/** The goal events the portal counted itself over the figures' range (decision 027). */
export function GoalCountsSection({ tenant, von, bis }: { tenant: string; von?: string; bis?: string }) {
  const t = TEXTS[useConsoleLang()];
  const id = useId();
  const { data: counts, error } = useConsoleQuery<GoalCounts>(
    tenant ? `zahlen/${encodeURIComponent(tenant)}/ziele` : null,
    { query: { von, bis } },
  );
  // Counts that failed to load are left out, not an error: the figures above stand on their own.
  if (!counts || error) return null;
  return (
    <section aria-labelledby={`${id}-goals`}>
      <h2 id={`${id}-goals`}>{t.title}</h2>
      <p>{t.note}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.goal}</th>
            <th scope="col">{t.count}</th>
          </tr>
        </thead>
        <tbody>
          {GOAL_NAMES.map((goal) => (
            <tr key={goal}>
              <th scope="row">{t.names[goal]}</th>
              <td>{counts.Totals[goal] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
