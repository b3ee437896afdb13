import { TextField } from './text-field.tsx';

export interface BankAccount {
  Kontoinhaber: string;
  Iban: string;
}

interface Props {
  labels: { holder: string; iban: string; ibanHint: string };
  values: BankAccount;
  onChange: (field: keyof BankAccount, value: string) => void;
  errors: Partial<Record<keyof BankAccount, string>>;
}

/**
 * Account holder and IBAN as every bank data form asks for them (limits of bankDataBodySchema);
 * no spelling suggestions and no autofill guesses for the IBAN.
 */
export function BankAccountFields({ labels, values, onChange, errors }: Props) {
  return (
    <>
      <TextField
        label={labels.holder}
        name="Kontoinhaber"
        autoComplete="name"
        required
        maxLength={70}
        value={values.Kontoinhaber}
        onChange={(value) => onChange('Kontoinhaber', value)}
        error={errors.Kontoinhaber}
      />
      <TextField
        label={labels.iban}
        name="Iban"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={42}
        hint={labels.ibanHint}
        value={values.Iban}
        onChange={(value) => onChange('Iban', value)}
        error={errors.Iban}
      />
    </>
  );
}
