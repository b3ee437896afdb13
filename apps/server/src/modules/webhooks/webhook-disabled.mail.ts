import { berlinDateAndTime } from '@kwk/shared/berlin-time';

const when = (at: Date) => {
  const { date, time } = berlinDateAndTime(at);
  return `${date} um ${time} Uhr`;
};

/**
 * The mail that tells a console admin the portal switched a tenant's webhook endpoint off
 * (decision 073): which tenant, which endpoint (its host only: a path or query may hold the
 * brand's own token), since when it failed, and where to switch it on again.
 */
export function endpointDisabledMail(input: {
  adminName: string;
  tenantName: string;
  host: string;
  description: string;
  failingSince: Date;
}) {
  return {
    // The console's mails are German, to operators (as the sign-in alerts).
    language: 'de' as const,
    subject: `Webhook von ${input.tenantName} abgeschaltet`,
    text: `Guten Tag ${input.adminName},

der Webhook-Endpunkt von ${input.tenantName} bei ${input.host}${input.description ? ` („${input.description}“)` : ''} hat seit ${when(input.failingSince)} keine Lieferung mehr angenommen. Das Portal hat ihn deshalb abgeschaltet; neue Ereignisse werden für ihn nicht mehr zugestellt.

Sobald der Empfänger wieder antwortet, schalten Sie den Endpunkt in der Betriebskonsole unter „Webhooks“ wieder ein und senden dort die fehlgeschlagenen Lieferungen erneut.

Ihre Betriebskonsole`,
  };
}
