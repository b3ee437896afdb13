import type { DataRequest } from '@kwk/shared/operator/data-requests.schemas';
import type { DataRequestContext } from './data-request-context.ts';
import type { DataRequestsRepository } from './data-requests.repository.ts';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

type Rows<K extends keyof DataRequestsRepository> = Awaited<ReturnType<DataRequestsRepository[K]>>;
type Found = Awaited<ReturnType<DataRequestContext['gather']>>;

/** The referrer accounts with their bank data (IBAN in clear: the subject's own) and account events. */
const accountsSection = (
  ctx: DataRequestContext,
  accounts: Found['accounts'],
  bank: Rows<'bankData'>,
  events: Rows<'accountEvents'>,
) =>
  Promise.all(
    accounts.map(async (r) => {
      const account = bank.find((b) => b.referrerId === r.id);
      return {
        Mandant: await ctx.keyOf(r.tenantId),
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
              Iban: ctx.openIban('referrer', account.ibanSealed),
              Bic: account.bic,
            }
          : null,
        Kontoereignisse: events
          .filter((e) => e.referrerId === r.id)
          .map((e) => ({ Art: e.kind, Zeitpunkt: iso(e.at) })),
      };
    }),
  );

/** The referrals the person received, with what they entered as recipient. */
const receivedSection = (ctx: DataRequestContext, received: Found['received']) =>
  Promise.all(
    received.map(async ({ referral, recipient }) => ({
      Mandant: await ctx.keyOf(referral.tenantId),
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
            Iban: ctx.openIban('recipient', recipient.ibanEncrypted),
          }
        : null,
    })),
  );

/** The rest of the file: referrals made (never the recipient), rewards, goodwill cases, mails. */
async function otherSections(
  ctx: DataRequestContext,
  rows: {
    made: Rows<'referralsMade'>;
    credits: Rows<'credits'>;
    cases: Awaited<ReturnType<DataRequestContext['goodwill']['ofPerson']>>;
    mails: Rows<'mails'>;
  },
) {
  const { keyOf } = ctx;
  return {
    EmpfehlungenAlsEmpfehler: await Promise.all(
      rows.made.map(async (m) => ({
        Mandant: await keyOf(m.tenantId),
        Empfehlungsnummer: m.empfehlungsnummer,
        Produkt: m.productId,
        Status: m.status,
        Kanal: m.channel,
        Angelegt: iso(m.createdAt),
        GueltigBis: iso(m.expiresAt),
      })),
    ),
    Praemien: await Promise.all(
      rows.credits.map(async (c) => ({
        Mandant: await keyOf(c.tenantId),
        Art: c.kind,
        Fuer: c.beneficiary,
        BetragCent: c.cents,
        Status: c.status,
        Auszahlung: c.payoutKind,
        GutscheinEmail: c.voucherEmail,
        Kontoinhaber: c.payoutHolder,
        Iban: ctx.openIban('referrer', c.payoutIbanSealed),
        Gewaehlt: iso(c.chosenAt),
        Angelegt: iso(c.createdAt),
      })),
    ),
    Kulanzfaelle: await Promise.all(
      rows.cases.map(async (c) => ({
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
      rows.mails.map(async (m) => ({
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
}

/**
 * The export of everything held about an address (Art. 15 GDPR), audited under a keyed hash of
 * the address with what it counted.
 *
 * The export is the subject's own copy, so it holds their IBANs in clear text (decrypted): they
 * are the subject's personal data, and a masked IBAN would not tell them what is stored. It holds
 * nothing of another person: a referrer's recommendations show number, product and status, never
 * the recipient.
 */
export async function exportPersonalData(outside: DataRequestContext, operatorId: string, body: DataRequest) {
  const { repository } = outside;
  const { tenantIds, tenantId } = await outside.scope(body.Mandant);
  return outside.db.transaction(async (tx) => {
    // The sections name each tenant from this transaction (see TenantCache).
    const ctx = { ...outside, keyOf: (id: string) => outside.keyOf(id, tx) };
    const { accounts, referrerIds, received, recipientIds } = await ctx.gather(tx, body.Email, tenantIds);
    // One after another: a transaction is one connection, which runs one statement at a time.
    const bank = await repository.bankData(tx, referrerIds);
    const events = await repository.accountEvents(tx, referrerIds);
    const made = await repository.referralsMade(tx, referrerIds);
    const credits = await repository.credits(tx, { referrerIds, recipientIds, email: body.Email });
    const mails = await repository.mails(tx, body.Email, tenantIds);
    const cases = await ctx.goodwill.ofPerson(tx, { email: body.Email, referrerIds, tenantIds });
    const created = ctx.clock.now().toISOString();
    const Konten = await accountsSection(ctx, accounts, bank, events);
    const others = await otherSections(ctx, { made, credits, cases, mails });
    const file = {
      Auskunft: {
        Grundlage: 'Art. 15 DSGVO',
        Email: body.Email,
        Mandant: body.Mandant,
        Erstellt: created,
      },
      Konten,
      EmpfehlungenAlsEmpfehler: others.EmpfehlungenAlsEmpfehler,
      EmpfehlungenAlsEmpfaenger: await receivedSection(ctx, received),
      Praemien: others.Praemien,
      Kulanzfaelle: others.Kulanzfaelle,
      Mails: others.Mails,
    };
    await ctx.audit.record(tx, {
      actor: { kind: 'operator', id: operatorId },
      action: 'data_request.export',
      tenantId,
      subject: ctx.personSubject(body.Email),
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
}
