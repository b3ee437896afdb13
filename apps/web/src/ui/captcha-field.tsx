import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/de';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useRef } from 'react';

// The external build ships no inline styles or blob workers, which the strict CSP would block;
// the workers are bundled as files of their own instead.
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'])
  $altcha.algorithms.set(algorithm, () => new ShaWorker());

interface Props {
  challengeUrl: string;
  language: 'de' | 'en';
  label: string;
  onPayload: (payload: string | undefined) => void;
}

/** The ALTCHA widget; loaded only by forms whose server says a captcha is required. */
export default function CaptchaField({ challengeUrl, language, label, onPayload }: Props) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onPayload(detail.state === 'verified' ? detail.payload : undefined);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [onPayload]);
  // Not a `.field`: its text-input rules (height, padding, border) would squash the widget's
  // own checkbox (issue 17 #6).
  return (
    <fieldset className="captcha">
      <legend>{label}</legend>
      <altcha-widget ref={ref} challenge={challengeUrl} language={language} name="captcha" />
    </fieldset>
  );
}
