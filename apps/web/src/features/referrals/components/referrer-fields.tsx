import { useTranslation } from '../../../i18n/use-translation.ts';
import { bindFields } from '../../../lib/bind-fields.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { TextField } from '../../../ui/text-field.tsx';
import type { ReferralFormState } from '../referral-form-state.ts';

/** The referrer's name and e-mail, and (when the tenant asks for it) their postal address. */
export function ReferrerFields({
  values,
  set,
  errors,
  withAddress,
}: {
  values: ReferralFormState;
  set: <K extends keyof ReferralFormState>(field: K) => (value: ReferralFormState[K]) => void;
  errors: FieldErrors;
  withAddress: boolean;
}) {
  const { t } = useTranslation();
  const field = bindFields(values, set, errors);
  /** A line of the address: its part, changed in a copy of the whole, and the message at fault. */
  const addressLine = (part: keyof ReferralFormState['address'], error: string | undefined) => ({
    value: values.address[part],
    onChange: (value: string) => set('address')({ ...values.address, [part]: value }),
    error,
  });
  return (
    <>
      <fieldset className="form__group">
        <legend>{t('referral.yourData')}</legend>
        <TextField
          label={t('referral.firstName')}
          name="Vorname"
          autoComplete="given-name"
          required
          maxLength={100}
          {...field('firstName', 'Empfehler.Vorname')}
        />
        <TextField
          label={t('referral.lastName')}
          name="Nachname"
          autoComplete="family-name"
          required
          maxLength={100}
          {...field('lastName', 'Empfehler.Nachname')}
        />
        <TextField
          label={t('referral.email')}
          name="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          {...field('email', 'Empfehler.Email')}
        />
      </fieldset>
      {withAddress && (
        <fieldset className="form__group">
          <legend>{t('referral.address.legend')}</legend>
          <TextField
            label={t('referral.address.street')}
            name="Strasse"
            autoComplete="address-line1"
            required
            maxLength={100}
            {...addressLine('street', errors['Empfehler.Adresse.Strasse'] ?? errors['Empfehler.Adresse'])}
          />
          <TextField
            label={t('referral.address.houseNumber')}
            name="Hausnummer"
            required
            maxLength={20}
            {...addressLine('houseNumber', errors['Empfehler.Adresse.Hausnummer'])}
          />
          <TextField
            label={t('referral.address.postcode')}
            name="Plz"
            autoComplete="postal-code"
            inputMode="numeric"
            required
            maxLength={10}
            {...addressLine('postcode', errors['Empfehler.Adresse.Plz'] ?? errors['Empfehler.Adresse.Land'])}
          />
          <TextField
            label={t('referral.address.city')}
            name="Ort"
            autoComplete="address-level2"
            required
            maxLength={100}
            {...addressLine('city', errors['Empfehler.Adresse.Ort'])}
          />
        </fieldset>
      )}
    </>
  );
}
