import { errorMessage, type Language } from '@kwk/shared/errors/error-codes';
import type { ShareInfo } from '@kwk/shared/referrals/referral.schemas';
import { type ChannelKey, type Mandant, orderedChannels } from '@kwk/shared/tenants/mandant.schemas';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { trackGoal } from '../../../lib/analytics/track-goal.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { failureText } from '../../../lib/error-text.ts';
import { RequiredCheckbox } from '../../../ui/required-checkbox.tsx';
import { ShortLinkSection } from '../../../ui/short-link/short-link-section.tsx';
import { linkToShare, useShortLink } from '../../../ui/short-link/use-short-link.ts';
import { countClick } from '../api/count-click.ts';
import { sendRecipientMail } from '../api/send-recipient-mail.ts';
import { markRecipientMailSent } from '../share-info-storage.ts';
import { type ShareTarget, shareMessage, shareTarget } from '../share-links.ts';
import { ChannelIcon } from './channel-icons.tsx';
import { ShareSummary } from './share-summary.tsx';

interface Props {
  info: ShareInfo;
  mandant: Pick<Mandant, 'Brand' | 'Channels'>;
  lang: Language;
  onInfoChange: (info: ShareInfo) => void;
}

/** How long a deep link (sms:) gets to hand over to an app before we say none seems installed. */
const APP_HANDOVER_MS = 1500;

/**
 * If the page keeps focus and stays visible after a deep link, no app took it over. A heuristic:
 * the hint says the app is probably missing, it cannot know for sure.
 */
function watchAppHandover(onMissing: () => void): void {
  let left = false;
  const mark = () => {
    left = true;
  };
  window.addEventListener('blur', mark, { once: true });
  document.addEventListener('visibilitychange', mark, { once: true });
  window.setTimeout(() => {
    window.removeEventListener('blur', mark);
    document.removeEventListener('visibilitychange', mark);
    if (!left && document.visibilityState === 'visible') onMissing();
  }, APP_HANDOVER_MS);
}

/** The share step (spec §2): personal link, one button per enabled channel in the tenant's order. */
export function SharePanel({ info, mandant, lang, onInfoChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState('');
  const { Brand, Channels } = mandant;
  const shortLink = useShortLink(info.Empfehlungslink);
  // The channels share the short link /r/{code} once there is one, else the long link (issue 30).
  const link = linkToShare(info.Empfehlungslink, shortLink);
  // The friend is told their own share by the chosen split, or no amount (issue 17).
  const message = shareMessage(
    Brand.ShareTemplates,
    { client: Brand.Name, link, firstName: info.Vorname, lastName: info.Nachname },
    info.EmpfaengerPraemieCent,
    lang,
  );
  const targets = orderedChannels(Channels).map((channel) =>
    shareTarget(channel, message, Channels.FacebookId),
  );
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const channelName = (channel: ChannelKey) => t(`share.channels.${channel}`);

  const counted = (channel: string) => {
    trackGoal('share', channel);
    return countClick(info.Empfehlungsnummer, channel);
  };

  async function copyLink() {
    counted('Link');
    setStatus((await copyText(info.Empfehlungslink)) ? t('share.copied') : t('share.copyFailed'));
  }

  async function shareNatively() {
    counted('Native');
    try {
      await navigator.share({ title: message.subject, text: message.body, url: link });
    } catch {
      // the visitor closed the share sheet; nothing to report
    }
  }

  async function openInstagram(target: ShareTarget) {
    counted(target.channel);
    const copied = await copyText(message.body);
    setStatus(copied ? t('share.instagramCopied') : t('share.copyFailed'));
    window.open(target.href, '_blank', 'noopener,noreferrer');
  }

  function channelButton(target: ShareTarget) {
    const name = channelName(target.channel);
    if (target.kind === 'copy-open') {
      return (
        <button type="button" className="button share-button" onClick={() => openInstagram(target)}>
          <ChannelIcon channel={target.channel} />
          {name}
          <span className="visually-hidden"> {t('common.newWindow')}</span>
        </button>
      );
    }
    if (target.kind === 'app') {
      return (
        <a
          className="button share-button"
          href={target.href}
          onClick={() => {
            counted(target.channel);
            setStatus('');
            if (target.channel === 'Sms')
              watchAppHandover(() => setStatus(errorMessage('share.app_missing', lang)));
          }}
        >
          <ChannelIcon channel={target.channel} />
          {name}
        </a>
      );
    }
    return (
      <a
        className="button share-button"
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => counted(target.channel)}
      >
        <ChannelIcon channel={target.channel} />
        {name}
        <span className="visually-hidden"> {t('common.newWindow')}</span>
      </a>
    );
  }

  return (
    <>
      <ShareSummary info={info} lang={lang} />
      <section aria-labelledby={`${id}-link`}>
        <h2 id={`${id}-link`}>{t('share.linkTitle')}</h2>
        <div className="share-link">
          <div className="field">
            <label htmlFor={`${id}-url`}>{t('share.linkLabel')}</label>
            <input id={`${id}-url`} type="url" readOnly value={info.Empfehlungslink} />
          </div>
          <button type="button" className="button button--primary share-button" onClick={copyLink}>
            <ChannelIcon channel="Link" />
            {t('share.copy')}
          </button>
        </div>
      </section>
      <section aria-labelledby={`${id}-channels`}>
        <h2 id={`${id}-channels`}>{t('share.channelsTitle')}</h2>
        <ul className="share-channels">
          {canShareNatively && (
            <li>
              <button type="button" className="button button--primary share-button" onClick={shareNatively}>
                <ChannelIcon channel="Native" />
                {t('share.native')}
              </button>
            </li>
          )}
          {targets.map((target) => (
            <li key={target.channel}>{channelButton(target)}</li>
          ))}
        </ul>
        {targets.some((target) => target.kind === 'copy-open') && <p>{t('share.instagramHint')}</p>}
      </section>
      <p role="status" className="form__status">
        {status}
      </p>
      {/* After the channels, the share step's main action (the channels carry the short link too). */}
      <ShortLinkSection longLink={info.Empfehlungslink} shortLink={shortLink} onShare={counted} />
      {info.Empfehlungscode && (
        <section aria-labelledby={`${id}-code`}>
          <h2 id={`${id}-code`}>{t('share.codeTitle')}</h2>
          <p>{t('share.codeText')}</p>
          <p className="offline-code">{info.Empfehlungscode}</p>
        </section>
      )}
      <RecipientMail info={info} lang={lang} onInfoChange={onInfoChange} />
    </>
  );
}

/** The portal mails the recommendation, once the referrer affirms the recipient agreed (spec §1). */
function RecipientMail({ info, lang, onInfoChange }: Omit<Props, 'mandant'>) {
  const { t } = useTranslation();
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const checkbox = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!agreed) {
      setError(VALIDATION_MESSAGES[lang].consent);
      checkbox.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      await sendRecipientMail(info.SendeToken);
      setSent(true);
      onInfoChange(markRecipientMailSent(info));
    } catch (e) {
      setFormError(failureText(e, lang));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('share.mailTitle')}</h2>
      <p role="status" className="form__status">
        {sent ? t('share.mailSent') : ''}
      </p>
      {info.EmpfaengerEmailVerschickt ? (
        !sent && <p>{t('share.mailAlreadySent')}</p>
      ) : (
        <form className="form" noValidate onSubmit={submit}>
          <p>{t('share.mailText')}</p>
          <p role="alert" className="form__error">
            {formError}
          </p>
          <RequiredCheckbox
            inputRef={checkbox}
            id={`${id}-consent`}
            name="EmpfaengerEinverstanden"
            label={t('share.mailConsent')}
            checked={agreed}
            onChange={setAgreed}
            error={error}
          />
          <div>
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? t('share.mailSending') : t('share.mailSend')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
