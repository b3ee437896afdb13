import type { Language } from '@kwk/shared/errors/error-codes';
import { shareTexts } from '@kwk/shared/referrals/share-text';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { accessMail, resetMail } from '../../accounts/account.mails.ts';
import { invitationMail } from '../../agency/agency-invitation.mails.ts';
import { receiptMail } from '../../contact/contact.mails.ts';
import { goodwillDecisionMail } from '../../goodwill/goodwill.mails.ts';
import { type LifecycleMailKind, lifecycleMail } from '../../lifecycle/lifecycle.mails.ts';
import { newsletterOptinMail } from '../../my-data/my-data.mails.ts';
import { enrolmentMail } from '../../operators/operator-enrolment.mails.ts';
import { signInAlertMail } from '../../operators/operator-sign-in-alert.ts';
import { enterBankDataAgainMail, rewardPaidMail } from '../../payouts/payouts.mails.ts';
import { optinMail, recipientMail } from '../../referrals/referrals.mails.ts';
import { choiceMail } from '../../rewards/rewards.mails.ts';
import { stockAlertMail, voucherMail } from '../../vouchers/voucher-mails.ts';
import type { MailVoice } from '../mail-voice.ts';

/** One mail as its module writes it: the kind the outbox row carries, and whether a tenant sends it. */
export interface MailCase {
  kind: string;
  tenant: boolean;
  mail: { subject: string; text: string; language: Language };
  /** Parts in someone else's words, not the portal's: the referrer's share text to a friend. */
  quoted?: string[];
}

const LIFECYCLE_KINDS: LifecycleMailKind[] = [
  'reward.ready',
  'recipient.reward.ready',
  'recipient.reward.pickup',
  'referral.cancelled',
  'referral.expired',
  'reward.expiring',
  'reward.expired',
  'referral.unconfirmed',
  'reward.choice',
];

/**
 * Every mail the portal sends, written by the modules' own mail functions with links on the
 * tenant's portal (`origin`) and the console (`consoleOrigin`), in `voice` (language and form of address).
 */
export function mailCases(voice: MailVoice, brand: Mandant['Brand'], origin: string): MailCase[] {
  const lang = voice.language;
  const v = { brand: brand.Name, vorname: 'Erika' };
  const link = (path: string) => `${origin}${path}?token=t0k3n-${lang}`;
  const people = {
    client: brand.Name,
    link: `${origin}/empfehlung/4711`,
    firstName: 'Erika',
    lastName: 'Muster',
  };
  const share = shareTexts(brand.ShareTemplates, people, 2500, lang);
  const tenantCase = (kind: string, mail: MailCase['mail']): MailCase => ({ kind, tenant: true, mail });
  return [
    tenantCase('referral.optin', optinMail(voice, { ...v, link: link('/bestaetigung') })),
    {
      ...tenantCase('referral.recipient', recipientMail(voice, { ...share, product: 'MagentaMobil M' })),
      quoted: [share.subject, share.body],
    },
    ...LIFECYCLE_KINDS.map((kind) =>
      tenantCase(
        `lifecycle.${kind}`,
        lifecycleMail(kind, voice, {
          ...v,
          produkt: 'MagentaMobil M',
          betrag: '50 €',
          portal: origin,
          abholen: link('/praemie'),
          bis: '31.12.2026',
          auszahlungWochen: 4,
        }),
      ),
    ),
    tenantCase('reward.paid', rewardPaidMail(voice, { ...v, amount: '50 €' })),
    tenantCase(
      'reward.returned',
      enterBankDataAgainMail(voice, {
        ...v,
        amount: '50 €',
        link: link('/praemie'),
        to: 'referrer',
        savedAccountRemoved: true,
      }),
    ),
    tenantCase(
      'voucher.issued',
      voucherMail(voice, {
        ...v,
        cents: 5000,
        code: 'GUT-4711-ABCD',
        offer: {
          Anbieter: 'Elektromarkt',
          GueltigBis: '2027-12-31',
          EinloesungDe: 'Im Warenkorb unter „Gutschein einlösen“ eingeben.',
          EinloesungEn: 'Enter it in the basket under “Redeem voucher”.',
          EinloeseUrl: 'https://elektromarkt.example/einloesen',
        },
      }),
    ),
    tenantCase(
      'goodwill.decided',
      goodwillDecisionMail(voice, {
        brand: brand.Name,
        granted: true,
        amount: '20 €',
        reason: lang === 'en' ? 'The order arrived late.' : 'Die Bestellung kam zu spät an.',
        link: `${origin}/kulanzdanke/42`,
      }),
    ),
    tenantCase(
      'agency.invitation',
      invitationMail(voice, {
        brand: brand.Name,
        agency: 'Agentur Nord',
        invitation: {
          Vorname: 'Erika',
          Nachname: 'Muster',
          Email: 'x@example.org',
          Art: 'Mitarbeiter',
          Mitarbeiternummer: 'A-1',
        },
        link: link('/agentur/registrieren'),
      }),
    ),
    tenantCase('account.access', accessMail(voice, { ...v, link: link('/zugang') })),
    tenantCase('account.reset', resetMail(voice, { ...v, link: link('/passwort') })),
    tenantCase('newsletter.optin', newsletterOptinMail(voice, { ...v, link: link('/newsletter') })),
    tenantCase('contact.copy', receiptMail(voice, { brand: brand.Name })),
    tenantCase('reward.chosen', choiceMail(voice, { ...v, betrag: '50 €', kind: 'Ueberweisung', weeks: 4 })),
  ];
}

/** The console's mails to operators: German only, no tenant. */
export function consoleMailCases(consoleOrigin: string): MailCase[] {
  return [
    {
      kind: 'operator.enrolment',
      tenant: false,
      mail: enrolmentMail({
        name: 'Olga',
        link: `${consoleOrigin}/betrieb/einrichten?token=enrol-token`,
        expiresAt: new Date('2026-11-25T10:00:00Z'),
        reason: 'invited',
      }),
    },
    {
      kind: 'voucher.stock_alert',
      tenant: false,
      mail: stockAlertMail({
        tenantKey: 'telko',
        brand: 'Telko',
        cents: 2500,
        free: 3,
        threshold: 10,
        consoleUrl: consoleOrigin,
      }),
    },
    {
      kind: 'operator.sign_in_alert',
      tenant: false,
      mail: signInAlertMail({ id: 'o1', name: 'Olga', email: 'olga@example.org' }, {
        startedAt: new Date('2026-11-22T09:00:00Z'),
        lastFailureAt: new Date('2026-11-22T09:05:00Z'),
        failures: 7,
      } as never),
    },
  ];
}
