import { berlinDateAndTime } from '@kwk/shared/berlin-time';
import type { Db } from '../../db/client.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { OutboxRecords } from '../mail/mail.api.ts';
import type { Burst } from './operator-sign-in-throttle.ts';

/** Whom a burst's mail goes to: the operator whose address the wrong codes were sent for. */
export interface BurstOwner {
  id: string;
  name: string;
  email: string;
}

/** "28.11.2026 um 21:03 Uhr", in Berlin's time as the operators read it. */
const when = (at: Date) => {
  const { date, time } = berlinDateAndTime(at);
  return `${date} um ${time} Uhr`;
};

/**
 * The mail that tells an operator of a burst of wrong codes for their address (decision 033): when
 * it began, how many so far, and that a passkey still signs in. Never the codes tried, never where
 * from: the mail warns, it hands nobody a trace to follow.
 */
export function signInAlertMail(owner: BurstOwner, burst: Burst) {
  return {
    // The console's mails are German, to operators, who belong to no tenant: no tenant's form of address.
    language: 'de' as const,
    subject: 'Fehlgeschlagene Anmeldeversuche bei Ihrem Zugang zur Betriebskonsole',
    text: `Guten Tag ${owner.name},

für Ihren Zugang zur Betriebskonsole wurde seit ${when(burst.startedAt)} ${burst.failures}-mal ein falscher Code aus der Authenticator-App eingegeben, zuletzt am ${when(burst.lastFailureAt)}.

Waren Sie das selbst, ist nichts zu tun. Wenn nicht, versucht womöglich jemand, Ihren Code zu erraten. Ihr Zugang bleibt geschützt: Nach mehreren Fehlversuchen muss vor jedem weiteren Versuch mit Code länger gewartet werden, und mit Ihrem Passkey können Sie sich jederzeit anmelden. Bitte informieren Sie in diesem Fall eine Administratorin oder einen Administrator.

Diese Nachricht erhalten Sie einmal je Häufung von Fehlversuchen.

Ihre Betriebskonsole`,
  };
}

/** Writes the burst's mail to the outbox and records it, in the caller's transaction. */
export function createSignInAlerts(deps: { outbox: OutboxRecords; audit: AuditService }) {
  return {
    async send(tx: Db, owner: BurstOwner, burst: Burst) {
      const mail = signInAlertMail(owner, burst);
      await deps.outbox.enqueue(
        { tenantId: null, kind: 'operator.sign_in_alert', to: owner.email, ...mail },
        tx,
        burst.lastFailureAt,
      );
      await deps.audit.record(tx, {
        actor: { kind: 'system' },
        action: 'operator.sign_in_alert_sent',
        subject: `operator:${owner.id}`,
        details: { failures: burst.failures, since: burst.startedAt.toISOString() },
      });
    },
  };
}
