import { useTranslation } from 'react-i18next';
import type { OverviewEntry } from '../reward-overview.ts';
import './reward-overview.css';

/**
 * The reward overview's products: the product's name and reward phrase as a heading, then each
 * active reward's text with its end date ("gültig bis …" or "unbefristet").
 */
export function RewardOverviewList({
  entries,
  fill = (text) => text,
}: {
  entries: readonly OverviewEntry[];
  /** Fills the tenant's CMS variables into a text; the texts stay as they are without it. */
  fill?: (text: string) => string;
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
                <p>{fill(reward.text)}</p>
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
