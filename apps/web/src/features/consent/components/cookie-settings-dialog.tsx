import { getHref } from '@kwk/shared/routes/route-table';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeModal, openModal } from '../../../ui/modal-dialog.ts';
import { allConsent, type ConsentState, EMPTY_CONSENT, OPTIONAL_CATEGORIES } from '../consent-cookie.ts';

interface Props {
  open: boolean;
  initial: ConsentState | null;
  onSave: (state: ConsentState) => void;
  onDismiss: () => void;
}

/**
 * Cookie settings as a native modal <dialog>: showModal() makes the page behind inert (focus stays
 * inside), Escape fires `cancel`, and the browser returns focus to where it was on close.
 */
export function CookieSettingsDialog({ open, initial, onSave, onDismiss }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();
  const [choice, setChoice] = useState<ConsentState>(initial ?? EMPTY_CONSENT);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setChoice(initial ?? EMPTY_CONSENT);
      openModal(dialog);
    } else if (!open) closeModal(dialog);
  }, [open, initial]);

  return (
    <dialog
      ref={ref}
      className="consent-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <h2 id={titleId} className="consent-dialog__title">
        {t('consent.title')}
      </h2>
      {/* Only the explanation scrolls: the three choices stay in view on any screen (issue 17 #5). */}
      <div className="consent-dialog__body">
        <p id={introId}>{t('consent.intro')}</p>
        <p>
          <a href={getHref('Datenschutz')}>{t('consent.privacyLink')}</a>
        </p>
        <fieldset className="consent-dialog__categories">
          <legend>{t('consent.categories')}</legend>
          <div className="checkbox">
            <input
              id={`${titleId}-required`}
              type="checkbox"
              checked
              disabled
              aria-describedby={`${titleId}-required-desc`}
            />
            <label htmlFor={`${titleId}-required`}>
              {t('consent.required.title')} ({t('consent.alwaysOn')})
            </label>
            <p id={`${titleId}-required-desc`} className="checkbox__hint">
              {t('consent.required.description')}
            </p>
          </div>
          {OPTIONAL_CATEGORIES.map((category) => (
            <div className="checkbox" key={category}>
              <input
                id={`${titleId}-${category}`}
                type="checkbox"
                checked={choice[category] === '1'}
                aria-describedby={`${titleId}-${category}-desc`}
                onChange={(event) =>
                  setChoice((c) => ({ ...c, [category]: event.target.checked ? '1' : '0' }))
                }
              />
              <label htmlFor={`${titleId}-${category}`}>{t(`consent.${category}.title`)}</label>
              <p id={`${titleId}-${category}-desc`} className="checkbox__hint">
                {t(`consent.${category}.description`)}
              </p>
            </div>
          ))}
        </fieldset>
      </div>
      {/* One look for all three: refusing is as easy to see and to hit as accepting (no dark pattern). */}
      <div className="consent-dialog__actions">
        <button
          type="button"
          className="button consent-dialog__choice"
          onClick={() => onSave(allConsent('1'))}
        >
          {t('consent.acceptAll')}
        </button>
        <button
          type="button"
          className="button consent-dialog__choice"
          onClick={() => onSave(allConsent('0'))}
        >
          {t('consent.requiredOnly')}
        </button>
        <button
          type="button"
          className="button consent-dialog__choice"
          onClick={() =>
            onSave({
              functional: choice.functional ?? '0',
              analytical: choice.analytical ?? '0',
              marketing: choice.marketing ?? '0',
            })
          }
        >
          {t('consent.saveSelection')}
        </button>
      </div>
    </dialog>
  );
}
