import { keyedIdentity } from '../../lib/secret-box.ts';
import { disposableDomains } from './disposable-domains.ts';
import type { NewSignal } from './fraud.repository.ts';
import { emailDomain, fraudEmailKey, isDisposableEmail, maskEmail, networkOf } from './fraud.rules.ts';
import type { FraudOrigin } from './fraud-checks.ts';

/** What the fraud checks share: hints that show two values match, the origin's hints, the e-mail signals. */
export function createFraudSignalHints(appSecret: string) {
  // Shortened keyed hashes: enough to see that two values match, useless to find the value.
  const hint = (purpose: string, value: string) =>
    keyedIdentity(appSecret, `fraud-${purpose}`, value).slice(0, 12);
  const originOf = (origin: FraudOrigin) => {
    const network = networkOf(origin.ip);
    return {
      network: network && hint('network', network),
      // An address only where it names a client (the network rule's reasoning).
      address: network && origin.ip ? hint('address', origin.ip) : null,
      device: origin.device ? hint('device', origin.device) : null,
    };
  };

  const emailSignals = async (referrerEmail: string, recipientEmail: string): Promise<NewSignal[]> => {
    const signals: NewSignal[] = [];
    const key = fraudEmailKey(referrerEmail);
    if (key === fraudEmailKey(recipientEmail))
      signals.push({
        kind: 'same_email',
        evidence: {
          schluessel: hint('email', key),
          empfehler: maskEmail(referrerEmail),
          empfaenger: maskEmail(recipientEmail),
        },
      });
    const blocklist = await disposableDomains();
    const disposable = [
      ['empfehler', referrerEmail],
      ['empfaenger', recipientEmail],
    ].filter(([, email]) => isDisposableEmail(email!, blocklist));
    if (disposable.length > 0)
      signals.push({
        kind: 'disposable_email',
        evidence: Object.fromEntries(disposable.map(([party, email]) => [party, emailDomain(email!)])),
      });
    return signals;
  };

  return { hint, originOf, emailSignals };
}

export type FraudSignalHints = ReturnType<typeof createFraudSignalHints>;
