import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { OfflineCodeResult } from '@kwk/shared/referrals/referral.schemas';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { lookupOfflineCode } from '../features/referrals/api/lookup-code.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { errorText } from '../lib/error-text.ts';
import { TextField } from '../ui/text-field.tsx';

/**
 * /code (also /exklusiv): a visitor types the code a friend handed over on paper and continues to
 * the recommendation behind it (spec §2, ModuleErstelleOfflineEmpfehlungCode).
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<OfflineCodeResult | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const lang = currentLanguage();
    setFound(null);
    if (!code.trim()) {
      setError(t('code.required'));
      form.current?.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      setFound(await lookupOfflineCode(code, params.get('einsprungsquelle') ?? undefined));
      setError(undefined);
    } catch (e) {
      const failure = e instanceof ApiRequestError ? e : undefined;
      setError(failure?.fields[0]?.message ?? errorText(failure?.code, lang));
      form.current?.querySelector('input')?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <SkeletonPage name="Empfehlungscode">
      <form ref={form} className="form" noValidate onSubmit={submit}>
        <TextField
          label={t('code.label')}
          name="code"
          value={code}
          onChange={setCode}
          error={error}
          required
          maxLength={20}
          autoComplete="off"
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('code.checking') : t('code.submit')}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {/* The field shows the error; this says it aloud, since focus stays where it was. */}
        {error && <p className="visually-hidden">{error}</p>}
        {found && (
          <section aria-labelledby="code-found" className="card">
            <h2 id="code-found">{t('code.foundTitle', { name: found.Vorname })}</h2>
            <p>{t('code.foundText', { product: found.ProduktName })}</p>
            {/* The visitor's own share by the referrer's split, never the whole reward (issue 17). */}
            {found.EmpfaengerPraemieCent > 0 && (
              <p>
                {t('recipient.landing.share', {
                  amount: formatRewardEuro(found.EmpfaengerPraemieCent, currentLanguage()),
                })}
              </p>
            )}
            <p>
              <a className="button button--primary" href={found.Empfehlungslink}>
                {t('code.continue')}
              </a>
            </p>
          </section>
        )}
      </div>
    </SkeletonPage>
  );
}
