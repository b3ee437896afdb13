import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { Recipient } from '@kwk/shared/recipients/recipient.schemas';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../../lib/field-errors.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { BankAccountFields } from '../../../ui/bank-account-fields.tsx';
import { storeBankData } from '../api/store-bank-data.ts';

interface Props {
  recipient: Recipient;
  token: string;
  /** Rules.ModuleIBANNurDE: German IBANs only. */
  germanOnly: boolean;
  lang: Language;
  onDone: () => void;
  onLost: () => void;
}

/**
 * Where the recipient's share of the reward goes (spec §2 EmpfaengerBankdaten): account holder and
 * IBAN, checked with the shared bankDataBodySchema (ibantools), which loads on submit only.
 */
export function BankDataForm({ recipient, token, germanOnly, lang, onDone, onLost }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ Kontoinhaber: '', Iban: '' });
  const { errors, formRef, show: showErrors, clear: clearErrors } = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const { bankDataBodySchema } = await import('@kwk/shared/recipients/recipient.schemas');
    const parsed = bankDataBodySchema(germanOnly, lang).safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    clearErrors();
    setSending(true);
    try {
      await storeBankData(token, parsed.data);
      onDone();
    } catch (error) {
      setSending(false);
      const failure = error instanceof ApiRequestError ? error : undefined;
      if (failure?.code === 'recipients.unauthorized') return onLost();
      // Nothing to pay out after all: the confirmation page says what there is.
      if (failure?.code === 'recipients.no_reward') return onDone();
      if (failure && failure.fields.length > 0) {
        showErrors(fieldErrorsFromApi(failure.fields));
      }
      setFormError(errorText(failure?.code, lang));
      if (!failure?.fields.length) errorRef.current?.focus();
    }
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={submit}>
      <p>{t('recipient.bank.share', { amount: formatRewardEuro(recipient.EmpfaengerPraemieCent, lang) })}</p>
      {recipient.BankdatenHinterlegt && <p>{t('recipient.bank.stored')}</p>}
      <p ref={errorRef} tabIndex={-1} className="form__error" role="alert">
        {formError}
      </p>
      <BankAccountFields
        labels={{
          holder: t('recipient.bank.kontoinhaber'),
          iban: t('recipient.bank.iban'),
          ibanHint: germanOnly ? t('recipient.bank.ibanHintGerman') : t('recipient.bank.ibanHint'),
        }}
        values={values}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        errors={errors}
      />
      <div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {t('recipient.bank.submit')}
        </button>
      </div>
      <p role="status" className="form__status">
        {sending ? t('recipient.bank.sending') : ''}
      </p>
    </form>
  );
}
