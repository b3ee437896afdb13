import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/page-texts.ts';
import './short-link.css';
import { copyText } from '../../lib/copy-text.ts';
import { qrImages } from './short-link-api.ts';
import { linkToShare, type ShortLinkState } from './use-short-link.ts';

interface Props {
  /** The referral's long link, as the share step and the personal area hold it. */
  longLink: string;
  /** The short link as asked for by the caller (`useShortLink`), whose answer its buttons share too. */
  shortLink: ShortLinkState;
  /** What the native share sheet carries besides the link (the share message), if offered here. */
  nativeShare?: { title: string; text: string } | undefined;
  /** Called when the referrer shares or copies here (for the click count). */
  onShare?: (channel: 'Native' | 'Kurzlink') => void;
}

/** Draws the QR code of the link to share (the short link, or the long one when there is none). */
function useQrImages(link: string | undefined): { svg: string; png: string } | undefined {
  const [qr, setQr] = useState<{ svg: string; png: string } | undefined>(undefined);
  useEffect(() => {
    if (link === undefined) return;
    let current = true;
    qrImages(link).then(
      (images) => current && setQr(images),
      () => current && setQr(undefined),
    );
    return () => {
      current = false;
    };
  }, [link]);
  return qr;
}

/**
 * The short link `/r/{code}` with its QR code (SVG shown; SVG and PNG to download) and, on devices
 * that have one, the native share sheet (issue 30, decision 055). Loaded by dynamic import on the
 * share step and in the personal area only.
 */
export default function ShortLinkPanel({ longLink, shortLink, nativeShare, onShare }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const ready = shortLink.phase === 'ready';
  const link = linkToShare(longLink, shortLink);
  const short = ready && shortLink.short !== undefined;
  const qr = useQrImages(ready ? link : undefined);
  const [status, setStatus] = useState('');
  const canShareNatively =
    nativeShare !== undefined && typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  if (!ready)
    return (
      <div className="short-link" aria-busy="true">
        <p role="status" className="form__status">
          {t('shortLink.loading')}
        </p>
      </div>
    );

  async function share() {
    onShare?.('Native');
    try {
      await navigator.share({ title: nativeShare?.title, text: nativeShare?.text, url: link });
    } catch {
      // the visitor closed the share sheet; nothing to report
    }
  }
  return (
    <div className="short-link">
      {short ? (
        <div className="share-link">
          <div className="field">
            <label htmlFor={`${id}-short`}>{t('shortLink.label')}</label>
            <input id={`${id}-short`} type="url" readOnly value={link} />
          </div>
          <button
            type="button"
            className="button share-button"
            onClick={async () => {
              onShare?.('Kurzlink');
              setStatus((await copyText(link)) ? t('shortLink.copied') : t('share.copyFailed'));
            }}
          >
            {t('shortLink.copy')}
          </button>
        </div>
      ) : (
        <p>{t('shortLink.failed')}</p>
      )}
      {canShareNatively && (
        <p>
          <button type="button" className="button button--primary share-button" onClick={share}>
            {t('shortLink.share')}
          </button>
        </p>
      )}
      {qr && (
        <div className="short-link__qr">
          <img src={qr.svg} alt={t('shortLink.qrAlt', { link })} width={200} height={200} />
          <p className="short-link__downloads">
            <a className="button" href={qr.svg} download="empfehlung-qr-code.svg">
              {t('shortLink.downloadSvg')}
            </a>
            <a className="button" href={qr.png} download="empfehlung-qr-code.png">
              {t('shortLink.downloadPng')}
            </a>
          </p>
        </div>
      )}
      <p role="status" className="form__status">
        {status}
      </p>
    </div>
  );
}
