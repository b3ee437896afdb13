import type { Language } from '@kwk/shared/errors/error-codes';
import { getHref } from '@kwk/shared/routes/route-table';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { RequiredCheckbox } from '../../../ui/required-checkbox.tsx';
import { giveConsent } from '../api/give-consent.ts';
import { consentAgbText, linkedParts } from '../consent-text.ts';

/** The tags of the terms sentence (`<agb>…</agb>`) and the pages they open. */
const LINKS = { agb: getHref('Agb'), privacy: getHref('Datenschutz') } as const;

interface Props {
  token: string;
  brandName: string;
  /** Rules.BankingActivityRule: the rule joins the terms the recipient agrees to (and AgbText). */
  bankingRule?: boolean;
  lang: Language;
  onDone: () => void;
  /** The server asks for the data first (recipients.data_required). */
  onDataRequired: () => void;
  onLost: () => void;
}

/**
 * The recipient's terms (spec §2 AGBDatenschutzZustimmung) with a required checkbox; AgbText is
 * the text shown, so the consent record says what was agreed to.
 */
export function ConsentForm({
  token,
  brandName,
  bankingRule = false,
  lang,
  onDone,
  onDataRequired,
  onLost,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const checkbox = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const paragraphs = [
    ...(t('recipient.consent.paragraphs', { returnObjects: true, client: brandName }) as string[]),
    ...(bankingRule ? [t('recipient.bankingRule')] : []),
  ];
  const label = t('recipient.consent.label');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const { consentBodySchema } = await import('@kwk/shared/recipients/recipient.schemas');
    const parsed = consentBodySchema(lang).safeParse({
      AgbText: consentAgbText(paragraphs, t('recipient.consent.links'), label),
      Zustimmung: checked,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      checkbox.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      await giveConsent(token, parsed.data.AgbText);
      onDone();
    } catch (e) {
      setSending(false);
      const code = e instanceof ApiRequestError ? e.code : undefined;
      if (code === 'recipients.unauthorized') return onLost();
      if (code === 'recipients.data_required') return onDataRequired();
      setFormError(errorText(code, lang));
      errorRef.current?.focus();
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p ref={errorRef} tabIndex={-1} className="form__error" role="alert">
        {formError}
      </p>
      <div className="recipient-terms">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          {linkedParts(t('recipient.consent.links')).map((part, index) =>
            part.link && part.link in LINKS ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never reorder
              <Link key={index} to={LINKS[part.link as keyof typeof LINKS]}>
                {part.text}
              </Link>
            ) : (
              part.text
            ),
          )}
        </p>
      </div>
      <RequiredCheckbox
        inputRef={checkbox}
        id={`${id}-consent`}
        name="Zustimmung"
        label={label}
        checked={checked}
        onChange={setChecked}
        error={error}
      />
      <div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {t('recipient.consent.submit')}
        </button>
      </div>
      <p role="status" className="form__status">
        {sending ? t('recipient.consent.sending') : ''}
      </p>
    </form>
  );
}
