import type { DataErasure, DataErasureResult, DataRequest } from '@kwk/shared/operator/data-requests.schemas';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createSecretBox, keyedIdentity } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FraudRepository } from '../fraud/fraud.repository.ts';
import type { GoodwillService } from '../goodwill/goodwill.service.ts';
import type { RewardCreditsRepository } from '../lifecycle/reward-credits.repository.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { MyDataService } from '../my-data/my-data.service.ts';
import type { RecipientsRepository } from '../recipients/recipients.repository.ts';
import type { ReferralsRepository } from '../referrals/referrals.repository.ts';
import { recipientIdentityHash } from '../referrals/referrals.rules.ts';
import type { TenantCache } from '../tenants/tenant-cache.ts';
import type { DataRequestsRepository } from './data-requests.repository.ts';

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret'>;
  tenants: TenantCache;
  audit: AuditService;
  repository: DataRequestsRepository;
  myData: Pick<MyDataService, 'deleteAccountIn'>;
  referrals: Pick<ReferralsRepository, 'eraseRecipientEmail'>;
  recipients: Pick<RecipientsRepository, 'eraseByIdentity'>;
  credits: Pick<RewardCreditsRepository, 'erasePayee'>;
  outbox: Pick<OutboxRepository, 'eraseAddress'>;
  goodwill: Pick<GoodwillService, 'ofPerson' | 'erase'>;
  fraud: Pick<FraudRepository, 'erasePerson'>;
}

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * Data-subject requests (issue 14): the export of everything held about an address (Art. 15 GDPR)
 * and its erasure (Art. 17) by the rule of the self-service deletion, both in the audit log under
 * a keyed hash of the address only.
 *
 * The export is the subject's own copy, so it holds their IBANs in clear text (decrypted): they
 * are the subject's personal data, and a masked IBAN would not tell them what is stored. It holds
 * nothing of another person: a referrer's recommendations show number, product and status, never
 * the recipient.
 */
export function createDataRequestsService(deps: Deps) {
  const { db, clock, config, repository } = deps;
  const referrerIban = createSecretBox(config.appSecret, 'referrer.iban');
  const recipientIban = createSecretBox(config.appSecret, 'iban');
  const open = (box: typeof referrerIban, sealed: string | null) => (sealed ? box.open(sealed) : null);

  /** The tenants asked about: one by its key, or all (null). */
  async function scope(key: string | null): Promise<{ tenantIds: string[] | null; tenantId: string | null }> {
    if (!key) return { tenantIds: null, tenantId: null };
    const tenant = await deps.tenants.byKey(key);
    if (!tenant)
      throw new AppError('common.validation', {
        fields: [{ path: 'body.Mandant', message: 'Mandant ist nicht gültig' }],
      });
    return { tenantIds: [tenant.id], tenantId: tenant.id };
  }
  const keyOf = async (tenantId: string) => (await deps.tenants.byId(tenantId))?.key ?? tenantId;
  /** The person in the audit log: a keyed hash of the address's identity, never the address. */
  const personSubject = (email: string) =>
    `person:${keyedIdentity(config.appSecret, 'data-request', emailIdentity(email))}`;

  async function gather(tx: Db, email: string, tenantIds: string[] | null) {
    const identity = emailIdentity(email);
    const identityHash = recipientIdentityHash(config.appSecret, identity);
    const accounts = await repository.referrers(tx, identity, tenantIds);
    const referrerIds = accounts.map((r) => r.id);
    const received = await repository.referralsReceived(tx, { identityHash, email, tenantIds });
    const recipientIds = received.flatMap((r) => (r.recipient ? [r.recipient.id] : []));
    return { identity, identityHash, accounts, referrerIds, received, recipientIds };
  }

  return {
    async export(operatorId: string, body: DataRequest) {
      const { tenantIds, tenantId } = await scope(body.Mandant);
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const found = await gather(tx, body.Email, tenantIds);
        const { accounts, referrerIds, received, recipientIds } = found;
        const [bank, events, made, credits, mails, cases] = await Promise.all([
          repository.bankData(tx, referrerIds),
          repository.accountEvents(tx, referrerIds),
          repository.referralsMade(tx, referrerIds),
          repository.credits(tx, { referrerIds, recipientIds, email: body.Email }),
          repository.mails(tx, body.Email, tenantIds),
          deps.goodwill.ofPerson(tx, { email: body.Email, referrerIds, tenantIds }),
        ]);
        const file = {
          Auskunft: {
            Grundlage: 'Art. 15 DSGVO',
            Email: body.Email,
            Mandant: body.Mandant,
            Erstellt: clock.now().toISOString(),
          },
          Konten: await Promise.all(
            accounts.map(async (r) => {
              const account = bank.find((b) => b.referrerId === r.id);
              return {
                Mandant: await keyOf(r.tenantId),
                Email: r.email,
                Anrede: r.anrede,
                Vorname: r.vorname,
                Nachname: r.nachname,
                Sprache: r.language,
                Newsletter: r.newsletterPermission,
                Kundennummer: r.kundennummer,
                Gesperrt: r.blockedReason,
                Passwort: r.passwordHash ? 'gesetzt (nur als Hash gespeichert)' : 'nicht gesetzt',
                Angelegt: iso(r.createdAt),
                // spec §1 (issue 15): the confirmation as it was given, with its proof, and the address.
                Teilnahmeberechtigung: r.eligibilityProof,
                Anschrift: r.address,
                Bankdaten: account
                  ? {
                      Kontoinhaber: account.holder,
                      Iban: referrerIban.open(account.ibanSealed),
                      Bic: account.bic,
                    }
                  : null,
                Kontoereignisse: events
                  .filter((e) => e.referrerId === r.id)
                  .map((e) => ({ Art: e.kind, Zeitpunkt: iso(e.at) })),
              };
            }),
          ),
          EmpfehlungenAlsEmpfehler: await Promise.all(
            made.map(async (m) => ({
              Mandant: await keyOf(m.tenantId),
              Empfehlungsnummer: m.empfehlungsnummer,
              Produkt: m.productId,
              Status: m.status,
              Kanal: m.channel,
              Angelegt: iso(m.createdAt),
              GueltigBis: iso(m.expiresAt),
            })),
          ),
          EmpfehlungenAlsEmpfaenger: await Promise.all(
            received.map(async ({ referral, recipient }) => ({
              Mandant: await keyOf(referral.tenantId),
              Empfehlungsnummer: referral.empfehlungsnummer,
              Produkt: referral.productId,
              Status: referral.status,
              Email: referral.recipientEmail,
              Angelegt: iso(referral.createdAt),
              Empfaengerdaten: recipient
                ? {
                    Empfaengernummer: recipient.empfaengernummer,
                    Email: recipient.email,
                    Persoenliches: recipient.personal,
                    Geburtsdatum: recipient.birthDate,
                    Werbeeinwilligung: recipient.advertisingConsent,
                    DatenBestaetigt: iso(recipient.dataConfirmedAt),
                    Zustimmung: recipient.consentProof,
                    Kontoinhaber: recipient.accountHolder,
                    Iban: open(recipientIban, recipient.ibanEncrypted),
                  }
                : null,
            })),
          ),
          Praemien: await Promise.all(
            credits.map(async (c) => ({
              Mandant: await keyOf(c.tenantId),
              Art: c.kind,
              Fuer: c.beneficiary,
              BetragCent: c.cents,
              Status: c.status,
              Auszahlung: c.payoutKind,
              GutscheinEmail: c.voucherEmail,
              Kontoinhaber: c.payoutHolder,
              Iban: open(referrerIban, c.payoutIbanSealed),
              Gewaehlt: iso(c.chosenAt),
              Angelegt: iso(c.createdAt),
            })),
          ),
          Kulanzfaelle: await Promise.all(
            cases.map(async (c) => ({
              Mandant: await keyOf(c.tenantId),
              Betreff: c.subject,
              Nachricht: c.message,
              Status: c.status,
              BetragCent: c.cents,
              Begruendung: c.reason,
              Eingegangen: iso(c.createdAt),
              Entschieden: iso(c.decidedAt),
            })),
          ),
          Mails: await Promise.all(
            mails.map(async (m) => ({
              // A mail of the console to an operator belongs to no tenant.
              Mandant: m.tenantId ? await keyOf(m.tenantId) : null,
              Art: m.kind,
              Betreff: m.subject,
              Status: m.status,
              Angelegt: iso(m.createdAt),
              Gesendet: iso(m.sentAt),
            })),
          ),
        };
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'data_request.export',
          tenantId,
          subject: personSubject(body.Email),
          details: {
            allTenants: tenantId === null,
            accounts: accounts.length,
            referralsMade: made.length,
            referralsReceived: received.length,
            rewards: credits.length,
            goodwillCases: cases.length,
            mails: mails.length,
          },
        });
        return file;
      });
    },

    async erase(operatorId: string, body: DataErasure): Promise<DataErasureResult> {
      const { tenantIds, tenantId } = await scope(body.Mandant);
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const { identityHash, accounts, referrerIds, received } = await gather(tx, body.Email, tenantIds);
        // Before the accounts go: their foreign keys are set null with them.
        const credits = await deps.credits.erasePayee(tx, { referrerIds, voucherEmail: body.Email });
        const cases = await deps.goodwill.ofPerson(tx, { email: body.Email, referrerIds, tenantIds });
        // Before the accounts go too (the referrals keep no link to them afterwards): the fraud
        // signals' evidence on the referrals the person made or received.
        const fraudSignals = await deps.fraud.erasePerson(tx, {
          referrerIds,
          referralIds: received.map((r) => r.referral.id),
        });
        const result: DataErasureResult = {
          Konten: accounts.length,
          Praemien: credits,
          Kulanzfaelle: await deps.goodwill.erase(
            tx,
            cases.map((c) => c.id),
          ),
          EmpfehlungenAlsEmpfaenger: await deps.referrals.eraseRecipientEmail(tx, {
            identityHash,
            tenantIds,
          }),
          Empfaengerdaten: await deps.recipients.eraseByIdentity(
            tx,
            { identityHash, email: body.Email, tenantIds },
            clock.now(),
          ),
          Mails: await deps.outbox.eraseAddress(tx, body.Email, tenantIds),
        };
        // The self-service deletion's rule: the account, its sessions and bank data go; its
        // recommendations and credits stay without the link (partner events, bookkeeping).
        for (const referrer of accounts) await deps.myData.deleteAccountIn(tx, referrer, null);
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'data_request.erase',
          tenantId,
          subject: personSubject(body.Email),
          reason: body.Begruendung,
          details: { allTenants: tenantId === null, ...result, fraudSignals },
        });
        return result;
      });
    },
  };
}

export type DataRequestsService = ReturnType<typeof createDataRequestsService>;
