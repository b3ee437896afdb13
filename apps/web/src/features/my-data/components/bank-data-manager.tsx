import type { Language } from '@kwk/shared/errors/error-codes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormAlert } from '../../../ui/form-parts.tsx';
import { deleteBankData } from '../api/delete-bank-data.ts';
import { getBankData } from '../api/get-bank-data.ts';
import { ibanEnding } from '../bank-data-rules.ts';
import { BankDataForm } from './bank-data-form.tsx';
import { MyDataSection } from './my-data-section.tsx';
import { useFocusAfter } from './use-focus-after.ts';

/**
 * The referrer's bank account for payouts (/empfehler/bankdaten): the stored one masked, with its
 * BIC, and deletion; the form to enter or replace it. The result of a change takes focus, since
 * the control that asked for it may be gone.
 */
export function BankDataManager({ germanOnly, lang }: { germanOnly: boolean; lang: Language }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useLoaded(getBankData);
  const [result, setResult] = useState('');
  const status = useFocusAfter<HTMLParagraphElement>();
  const removal = useRequestForm();

  if (loaded.type === 'loading' || loaded.type === 'idle')
    return <p role="status">{t('bankData.loading')}</p>;
  if (loaded.type === 'failed')
    return (
      <p role="alert" className="form__error">
        {errorText(loaded.code, lang)}
      </p>
    );
  const stored = loaded.data.Bankdaten;
  const ending = stored ? ibanEnding(stored.IbanMaskiert) : null;

  async function remove() {
    setResult('');
    removal.start();
    try {
      await deleteBankData();
      removal.done();
      setLoaded({ Bankdaten: null });
      setResult(t('bankData.deleted'));
      status.focus();
    } catch (error) {
      removal.fail(error, errorText(apiFailure(error)?.code, lang));
    }
  }

  return (
    <div className="my-data">
      <p ref={status.ref} tabIndex={-1} role="status" className="form__status">
        {result}
      </p>
      <MyDataSection title={t('bankData.storedTitle')}>
        {stored ? (
          <>
            <dl className="my-data__facts">
              <dt>{t('bankData.holder')}</dt>
              <dd>{stored.Kontoinhaber}</dd>
              <dt>{t('bankData.iban')}</dt>
              <dd>
                <span aria-hidden={ending ? true : undefined}>{stored.IbanMaskiert}</span>
                {ending && <span className="visually-hidden">{t('bankData.ibanEnding', { ending })}</span>}
              </dd>
              <dt>{t('bankData.bic')}</dt>
              <dd>{stored.Bic ?? t('bankData.bicUnknown')}</dd>
            </dl>
            <FormAlert text={removal.formError} alertRef={removal.errorRef} />
            <div>
              <button
                type="button"
                className="button"
                disabled={removal.sending}
                onClick={() => void remove()}
              >
                {t('bankData.delete')}
              </button>
            </div>
          </>
        ) : (
          <p>{t('bankData.none')}</p>
        )}
      </MyDataSection>
      <MyDataSection title={t(stored ? 'bankData.replaceTitle' : 'bankData.newTitle')}>
        <p>{t('bankData.safety')}</p>
        <BankDataForm
          germanOnly={germanOnly}
          lang={lang}
          onSaved={(Bankdaten) => {
            setLoaded({ Bankdaten });
            setResult(t('bankData.saved'));
            status.focus();
          }}
        />
      </MyDataSection>
    </div>
  );
}
