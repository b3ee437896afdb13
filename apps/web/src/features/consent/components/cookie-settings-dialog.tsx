import type { ConsentCategory } from '@kwk/shared/analytics/consent-rules';
import { getHref } from '@kwk/shared/routes/route-table';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  allConsent,
  CONSENT_CATEGORIES,
  type ConsentState,
  EMPTY_CONSENT,
  unshownChoices,
} from '../../../lib/consent-cookie.ts';
import { scrollHostTo } from '../../../lib/host-scroll.ts';
import { isFramed } from '../../../lib/is-framed.ts';
import { closeModal, openModal } from '../../../ui/modal-dialog.ts';
import { loadConsentRegistry } from '../consent-registry-client.ts';

interface Props {
  open: boolean;
  initial: ConsentState | null;
  onSave: (state: ConsentState) => void;
  onDismiss: () => void;
}

type Shown = Pick<ConsentCategory, 'Identifier' | 'Title' | 'ShortDescription' | 'Required'>;

/** The tenant's registry once loaded (spec §3); until then, or if it fails, the four of spec §2. */
function useCategories(open: boolean): { categories: Shown[]; loaded: boolean } {
  const { t } = useTranslation();
  const [registry, setRegistry] = useState<ConsentCategory[] | undefined>();
  useEffect(() => {
    if (!open || registry) return;
    let live = true;
    loadConsentRegistry().then(
      (loaded) => live && setRegistry(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, registry]);
  if (registry) return { categories: registry, loaded: true };
  const builtIn = CONSENT_CATEGORIES.map((id) => ({
    Identifier: id,
    Title: t(`consent.${id}.title`),
    ShortDescription: t(`consent.${id}.description`),
    Required: id === 'required',
  }));
  return { categories: builtIn, loaded: false };
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
  const { categories, loaded } = useCategories(open);
  const optional = categories.filter((c) => !c.Required).map((c) => c.Identifier);
  // Saved before the registry arrived: the tenant's own categories keep their stored choice.
  const save = (chosen: ConsentState) =>
    onSave(loaded ? chosen : { ...unshownChoices(initial, optional), ...chosen });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setChoice(initial ?? EMPTY_CONSENT);
      // In the widget the frame is as tall as its content, so a centred dialog can sit far below
      // the visitor's view: it opens at the frame's top, and once the host page listens (opened
      // from the footer, say) the host scrolls there (issue 30 #6).
      dialog.classList.toggle('consent-dialog--framed', isFramed());
      openModal(dialog);
      scrollHostTo(dialog);
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
          {categories.map((category, index) => {
            const id = `${titleId}-${index}`;
            // A required category is shown ticked and cannot be changed.
            return (
              <div className="checkbox" key={category.Identifier}>
                <input
                  id={id}
                  type="checkbox"
                  checked={category.Required || choice[category.Identifier] === '1'}
                  disabled={category.Required}
                  aria-describedby={`${id}-desc`}
                  onChange={(event) =>
                    setChoice((c) => ({ ...c, [category.Identifier]: event.target.checked ? '1' : '0' }))
                  }
                />
                <label htmlFor={id}>
                  {category.Required ? `${category.Title} (${t('consent.alwaysOn')})` : category.Title}
                </label>
                <p id={`${id}-desc`} className="checkbox__hint">
                  {category.ShortDescription}
                </p>
              </div>
            );
          })}
        </fieldset>
      </div>
      {/* One look for all three: refusing is as easy to see and to hit as accepting (no dark pattern). */}
      <div className="consent-dialog__actions">
        <button
          type="button"
          className="button consent-dialog__choice"
          onClick={() => save(allConsent('1', optional))}
        >
          {t('consent.acceptAll')}
        </button>
        <button
          type="button"
          className="button consent-dialog__choice"
          onClick={() => save(allConsent('0', optional))}
        >
          {t('consent.requiredOnly')}
        </button>
        <button
          type="button"
          className="button consent-dialog__choice"
          onClick={() => save(Object.fromEntries(optional.map((id) => [id, choice[id] ?? '0'])))}
        >
          {t('consent.saveSelection')}
        </button>
      </div>
    </dialog>
  );
}
