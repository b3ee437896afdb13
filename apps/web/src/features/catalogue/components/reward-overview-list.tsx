import type { PlaceholderValues } from '@kwk/shared/content/placeholders';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { OverviewEntry } from '../reward-overview.ts';
import './reward-overview.css';

/**
 * The reward overview's products: the product's name and reward phrase as a heading, then each
 * active reward's text with its end date ("Gültig bis …" or "Ohne Enddatum").
 */
export function RewardOverviewList({
  entries,
  fill = (text) => text,
}: {
  entries: readonly OverviewEntry[];
  /**
   * Fills a reward text further (the CMS placeholders and variables, issue 16) with the reward's
   * own values; the server has filled its template already, so without it the text stays.
   */
  fill?: (text: string, values: PlaceholderValues) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="reward-overview">
      {entries.map((entry) => (
        <li key={entry.id} className="reward-overview__item">
          <h3 className="reward-overview__product">
            {entry.name}: <span className="reward-overview__value">{entry.value}</span>
          </h3>
          {entry.category && <p className="reward-overview__category">{entry.category}</p>}
          <ul className="reward-overview__rewards">
            {entry.rewards.map((reward) => (
              <li key={reward.id}>
                <p>
                  {fill(reward.text, {
                    dealName: entry.name,
                    reward: reward.value,
                    startDate: reward.startsOn,
                    endDate: reward.endsOn ?? undefined,
                  })}
                </p>
                <p className="reward-overview__end">
                  {reward.endsOn === null
                    ? t('overview.noEnd')
                    : t('overview.endsOn', { date: reward.endsOn })}
                  {reward.voucher ? ` · ${t('overview.voucher')}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
