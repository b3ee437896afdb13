import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/page-texts.ts';
import './short-link.css';
import { copyText } from '../../lib/copy-text.ts';
import { fetchShortLink, qrImages } from './short-link-api.ts';

interface Props {
  /** The referral's long link, as the share step and the personal area hold it. */
  longLink: string;
  /** What the native share sheet carries besides the link (the share message), if offered here. */
  nativeShare?: { title: string; text: string } | undefined;
  /** Called when the referrer shares or copies here (for the click count). */
  onShare?: (channel: 'Native' | 'Kurzlink') => void;
}

type State =
  | { phase: 'loading' }
  | { phase: 'ready'; link: string; short: boolean; qr: { svg: string; png: string } | undefined };

/** Asks for the short link, then draws its QR code; a failed ask falls back to the long link. */
function useShortLink(longLink: string): State {
  const [state, setState] = useState<State>({ phase: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    (async () => {
      const short = await fetchShortLink(longLink, abort.signal).catch(() => undefined);
      const link = short ?? longLink;
      const qr = await qrImages(link).catch(() => undefined);
      if (!abort.signal.aborted) setState({ phase: 'ready', link, short: short !== undefined, qr });
    })();
    return () => abort.abort();
  }, [longLink]);
  return state;
}

/**
 * The short link `/r/{code}` with its QR code (SVG shown; SVG and PNG to download) and, on devices
 * that have one, the native share sheet (issue 30, decision 055). Loaded by dynamic import on the
 * share step and in the personal area only.
 */
export default function ShortLinkPanel({ longLink, nativeShare, onShare }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const state = useShortLink(longLink);
  const [status, setStatus] = useState('');
  const canShareNatively =
    nativeShare !== undefined && typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  if (state.phase === 'loading')
    return (
      <div className="short-link" aria-busy="true">
        <p role="status" className="form__status">
          {t('shortLink.loading')}
        </p>
      </div>
    );

  const { link, short, qr } = state;
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
