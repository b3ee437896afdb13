import { getHref } from '@kwk/shared/routes/route-table';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import '../../../i18n/page-texts.ts';
import { ShareLink } from './share-link.tsx';

/**
 * "Share again" (issue 30, item 4): the newest link that can still be shared, with the copy button,
 * short link, QR code and share sheet of the status bar's share step (ShareLink), behind one button
 * beside the recommendations' heading; without such a link, the way to a new recommendation.
 */
export function ShareAgain({ link }: { link: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!link)
    return (
      <p className="share-again__action">
        <AppLink className="button button--link" to={getHref('Home')}>
          {t('area.recommend')}
        </AppLink>
      </p>
    );
  return (
    <div className="share-again">
      <p id={`${id}-hint`} className="visually-hidden">
        {t('area.shareAgain.hint')}
      </p>
      <button
        type="button"
        className="button button--primary"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-describedby={`${id}-hint`}
        onClick={() => setOpen(!open)}
      >
        {t('area.shareAgain.button')}
      </button>
      <div id={`${id}-panel`} className="share-again__panel" hidden={!open}>
        {open && <ShareLink link={link} describedBy={`${id}-hint`} />}
      </div>
    </div>
  );
}
