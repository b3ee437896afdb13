import type { Language } from '@kwk/shared/errors/error-codes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { clearSession } from '../../../lib/session/session-store.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormAlert } from '../../../ui/form-parts.tsx';
import { useModalDialog } from '../../../ui/modal-dialog.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { MyDataSection } from './my-data-section.tsx';
import { useFocusAfter } from './use-focus-after.ts';

/**
 * Deleting the account, behind a confirmation: a native modal <dialog> (the page behind is inert,
 * Escape cancels) that says what goes and what stays; focus starts on "cancel", the harmless choice,
 * and returns to the button that opened it. Once deleted the referrer is signed out here too
 * (spec §4) and `onDeleted` leads on.
 */
export function DeleteAccount({ lang, onDeleted }: { lang: Language; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Back to the opener once the dialog is gone: while it is open, the page behind is inert.
  const opener = useFocusAfter<HTMLButtonElement>();

  function close() {
    setOpen(false);
    opener.focus();
  }

  return (
    <MyDataSection title={t('myData.delete.title')}>
      <p>{t('myData.delete.intro')}</p>
      <div>
        <button
          ref={opener.ref}
          type="button"
          className="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('myData.delete.open')}
        </button>
      </div>
      {open && <ConfirmDeletion lang={lang} onCancel={close} onDeleted={onDeleted} />}
    </MyDataSection>
  );
}

function ConfirmDeletion({
  lang,
  onCancel,
  onDeleted,
}: {
  lang: Language;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { ref, cancelRef, titleId, textId } = useModalDialog();
  const form = useRequestForm();

  async function confirm() {
    form.start();
    try {
      await deleteAccount();
      // The server ended every session with the account; this one goes here too (spec §4).
      onDeleted();
      clearSession();
    } catch (error) {
      form.fail(error, errorText(apiFailure(error)?.code, lang));
    }
  }

  return (
    <dialog
      ref={ref}
      className="consent-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!form.sending) onCancel();
      }}
    >
      <h2 id={titleId}>{t('myData.delete.dialogTitle')}</h2>
      <div id={textId}>
        <p>{t('myData.delete.what')}</p>
        <p>{t('myData.delete.anonymised')}</p>
      </div>
      <FormAlert text={form.formError} alertRef={form.errorRef} />
      <div className="consent-dialog__actions">
        <button ref={cancelRef} type="button" className="button" disabled={form.sending} onClick={onCancel}>
          {t('myData.delete.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={form.sending}
          onClick={() => void confirm()}
        >
          {t('myData.delete.confirm')}
        </button>
      </div>
      <p role="status" className="form__status">
        {form.sending ? t('myData.delete.deleting') : ''}
      </p>
    </dialog>
  );
}
