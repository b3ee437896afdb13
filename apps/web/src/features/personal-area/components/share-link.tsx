import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { ShortLinkDisclosure } from '../../../ui/short-link/short-link-section.tsx';

/**
 * A recommendation's link to share again, with a copy button whose outcome is announced, and on
 * request its short link, QR code and the native share sheet (issue 30).
 */
export function ShareLink({ link, describedBy }: { link: string; describedBy: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState('');
  const [qrOpen, setQrOpen] = useState(false);
  return (
    <div className="area-share">
      <div className="share-link">
        <div className="field">
          <label htmlFor={`${id}-url`}>{t('area.shareLink')}</label>
          <input id={`${id}-url`} type="url" readOnly value={link} aria-describedby={describedBy} />
        </div>
        <button
          type="button"
          className="button"
          aria-describedby={describedBy}
          onClick={async () => setStatus((await copyText(link)) ? t('area.copied') : t('area.copyFailed'))}
        >
          {t('area.copy')}
        </button>
      </div>
      <p role="status" className="form__status">
        {status}
      </p>
      <button
        type="button"
        className="button button--link"
        aria-expanded={qrOpen}
        aria-controls={`${id}-short`}
        aria-describedby={describedBy}
        onClick={() => setQrOpen(!qrOpen)}
      >
        {t(qrOpen ? 'shortLink.close' : 'shortLink.open')}
      </button>
      <div id={`${id}-short`}>
        <ShortLinkDisclosure open={qrOpen} longLink={link} nativeShare={{ title: '', text: '' }} />
      </div>
    </div>
  );
}
