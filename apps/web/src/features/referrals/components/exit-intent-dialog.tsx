import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { closeModal, useModalDialog } from '../../../ui/modal-dialog.ts';
import { goToReferralForm } from '../go-to-form.ts';

/**
 * The exit-intent dialog (spec §2): a native modal <dialog>, so the page behind is inert, Escape
 * closes it and focus returns on close. "Jetzt Empfehlen" leads to the form instead.
 */
export default function ExitIntentDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { ref, titleId, textId } = useModalDialog();

  function close(thenGoToForm: boolean) {
    if (ref.current) closeModal(ref.current);
    onClose();
    if (thenGoToForm) goToReferralForm();
  }

  return (
    <dialog
      ref={ref}
      className="consent-dialog exit-intent"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        close(false);
      }}
    >
      <h2 id={titleId}>{t('exitIntent.title')}</h2>
      <p id={textId}>{t('exitIntent.text')}</p>
      <div className="consent-dialog__actions">
        <button type="button" className="button button--primary" onClick={() => close(true)}>
          {t('exitIntent.cta')}
        </button>
        <button type="button" className="button" onClick={() => close(false)}>
          {t('exitIntent.close')}
        </button>
      </div>
    </dialog>
  );
}
