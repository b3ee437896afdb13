import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface Props {
  campaigns: readonly Campaign[];
  ticked: Record<number, boolean>;
  onTick: (aktionsId: number, ticked: boolean) => void;
  lang: Language;
  /** The id prefix of the form, for the checkboxes' ids. */
  id: string;
  fieldError: (key: string) => React.ReactNode;
  invalidProps: (key: string) => Record<string, unknown>;
  errorKey: (aktionsId: number) => string;
}

/**
 * The running campaigns (Aktionen, spec §3) beside the form. A campaign with a bonus says what it
 * adds and when: the bonus is the referrer's, credited with the reward once the recommendation
 * succeeds — so ticking it raises "Sie: …" in the split, not an amount paid now (issue 17).
 */
export function CampaignList({
  campaigns,
  ticked,
  onTick,
  lang,
  id,
  fieldError,
  invalidProps,
  errorKey,
}: Props) {
  const { t } = useTranslation();
  return (
    <section className="campaigns" aria-labelledby={`${id}-campaigns`}>
      <h3 id={`${id}-campaigns`}>{t('referral.campaigns')}</h3>
      {campaigns.map((c) => (
        <div key={c.AktionsId} className="campaign">
          <h4>{c.Titel}</h4>
          <p>{c.Text}</p>
          {c.BonusCent > 0 && (
            <p id={`${id}-aktion-${c.AktionsId}-bonus`}>
              {t(c.Zustimmung ? 'referral.campaignBonusConsent' : 'referral.campaignBonus', {
                amount: formatRewardEuro(c.BonusCent, lang),
              })}
            </p>
          )}
          <p className="campaign__legal">{c.RechtsText}</p>
          {c.Zustimmung && (
            <div className="checkbox">
              <input
                id={`${id}-aktion-${c.AktionsId}`}
                type="checkbox"
                name={`Aktion-${c.AktionsId}`}
                required
                checked={ticked[c.AktionsId] === true}
                onChange={(e) => onTick(c.AktionsId, e.target.checked)}
                {...invalidProps(errorKey(c.AktionsId))}
              />
              <label htmlFor={`${id}-aktion-${c.AktionsId}`}>
                {t('referral.campaignConsent', { title: c.Titel })}
              </label>
              {fieldError(errorKey(c.AktionsId))}
            </div>
          )}
        </div>
      ))}
    </section>
  );
}
