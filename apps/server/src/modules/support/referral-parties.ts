import type { SupportReferral } from '@kwk/shared/operator/support.schemas';
import type { Db } from '../../db/client.ts';
import type { ReferrerRow } from '../accounts/accounts.api.ts';
import { agencyOfOrder } from '../agency/agency.api.ts';
import { agentOfNumber } from '../agents/agents.api.ts';
import { maskAddress } from '../mail/mail.api.ts';
import type { RecipientRow } from '../recipients/recipients.api.ts';
import { referrerRef } from './support-context.ts';

/**
 * How much of a person support's view shows (decision 066): in full to an operator with the right
 * `support.personalData`; otherwise initials and a masked address (`a…@example.org`), enough to
 * tell people apart and to match a caller, not to read who they are.
 */
export interface PersonalView {
  shown: boolean;
}

const initial = (name: string) => ([...name.trim()][0] ? `${[...name.trim()][0]}.` : '');
export const nameAs = (view: PersonalView, first: string, last: string) =>
  view.shown ? `${first} ${last}`.trim() : `${initial(first)} ${initial(last)}`.trim();
export const addressAs = (view: PersonalView, address: string | null) =>
  address === null ? null : view.shown ? address : maskAddress(address);

/** The referrer account as the view may show it. */
export function referrerAs(view: PersonalView, r: ReferrerRow): NonNullable<SupportReferral['Empfehler']> {
  const ref = referrerRef(r);
  if (view.shown) return ref;
  return {
    ...ref,
    Vorname: initial(r.vorname),
    Nachname: initial(r.nachname),
    Email: maskAddress(r.email),
  };
}

/**
 * The referral's parties besides its referrer: the recipients (name and address as given at the
 * order, none once erased), its agent and the agent's agency with the order's release, each read
 * through its owner (recipients' rows, agents' and agency's queries) in the referral's tenant.
 */
export async function referralParties(
  db: Db,
  view: PersonalView,
  referral: { id: string; tenantId: string; agentNumber: string | null },
  recipients: RecipientRow[],
): Promise<SupportReferral['Parteien']> {
  const [agent, agency] = referral.agentNumber
    ? await Promise.all([
        agentOfNumber(db, referral.tenantId, referral.agentNumber),
        agencyOfOrder(db, {
          tenantId: referral.tenantId,
          agentNumber: referral.agentNumber,
          referralId: referral.id,
        }),
      ])
    : [undefined, undefined];
  return {
    Empfaenger: recipients.map((r) => ({
      Empfaengernummer: r.empfaengernummer,
      Name: r.personal && !r.erasedAt ? nameAs(view, r.personal.vorname, r.personal.name) : null,
      Email: r.erasedAt ? null : addressAs(view, r.email),
      BestaetigtAm: r.dataConfirmedAt?.toISOString() ?? null,
    })),
    Berater: referral.agentNumber
      ? {
          Nummer: referral.agentNumber,
          Name: agent ? nameAs(view, agent.vorname, agent.nachname) : null,
          Aktiv: agent?.active ?? false,
        }
      : null,
    Agentur: agency
      ? {
          Id: agency.id,
          Name: agency.name,
          Freigabe: agency.release
            ? { Am: agency.release.at.toISOString(), Von: view.shown ? agency.release.by : agency.name }
            : null,
        }
      : null,
  };
}
