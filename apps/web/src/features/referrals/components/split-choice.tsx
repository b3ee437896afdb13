import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import { recipientCapped, referralRewardParts } from '@kwk/shared/referrals/splits';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SPLIT_OPTIONS } from '../referral-form-state.ts';

interface Props {
  id: string;
  value: number;
  onChange: (share: number) => void;
  /** The product's highest reward in cents; null without one (then no amounts are shown). */
  rewardCent: number | null;
  maxRecipientCent: number;
  /** The bonus of the campaigns ticked, which the referrer's part includes. */
  bonusCent: number;
  lang: Language;
  invalidProps: Record<string, unknown>;
  error: React.ReactNode;
}

/**
 * Who gets the reward (spec §1/§9 split), each option with its amounts: "(Sie: 35 €, Ihr Kontakt:
 * 35 €)", the recipient's part within the cap, the referrer's with the campaign bonus — what the
 * server will promise (shared referralRewardParts). Where the tenant's cap holds back part of the
 * contact's share, the amounts show the capped part and a line says the rest stays with the
 * referrer (issue 27, finding 14), so "Nur die empfohlene Person" does not promise more than is paid.
 */
export function SplitChoice({
  id,
  value,
  onChange,
  rewardCent,
  maxRecipientCent,
  bonusCent,
  lang,
  ...rest
}: Props) {
  const { t } = useTranslation();
  const amounts = (share: number) => {
    if (rewardCent === null) return null;
    const parts = referralRewardParts(rewardCent, share, maxRecipientCent, bonusCent);
    return ` ${t('referral.split.amounts', {
      referrer: formatRewardEuro(parts.referrerCent, lang),
      recipient: formatRewardEuro(parts.recipientCent, lang),
    })}`;
  };
  const capped =
    rewardCent !== null && SPLIT_OPTIONS.some((o) => recipientCapped(rewardCent, o.value, maxRecipientCent));
  return (
    <fieldset
      className="form__group radio-group"
      aria-describedby={capped ? `${id}-split-capped` : undefined}
    >
      <legend>{t('referral.split.legend')}</legend>
      {SPLIT_OPTIONS.map((option) => (
        <div className="checkbox" key={option.key}>
          <input
            id={`${id}-split-${option.key}`}
            type="radio"
            name="AnteilEmpfehler"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            {...rest.invalidProps}
          />
          <label htmlFor={`${id}-split-${option.key}`}>
            {t(`referral.split.${option.key}`)}
            {amounts(option.value)}
          </label>
        </div>
      ))}
      {capped && (
        <p className="field__hint" id={`${id}-split-capped`}>
          {t('referral.split.capped', { max: formatRewardEuro(maxRecipientCent, lang) })}
        </p>
      )}
      {rest.error}
    </fieldset>
  );
}
