import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { apiUrl } from '../lib/api-client.ts';

const CaptchaField = lazy(() => import('./captcha-field.tsx'));

interface Props {
  /** A new round renews the puzzle (after a refused or spent payload). */
  round: number;
  language: 'de' | 'en';
  label: string;
  onPayload: (payload: string | undefined) => void;
}

/** A form's captcha: the widget's code loads only when the server asks for a captcha. */
export function LazyCaptchaField({ round, language, label, onPayload }: Props) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p>{t('common.loading')}</p>}>
      <CaptchaField
        key={round}
        challengeUrl={apiUrl('captcha/challenge')}
        language={language}
        label={label}
        onPayload={onPayload}
      />
    </Suspense>
  );
}
