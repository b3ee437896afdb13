import type { ContactBody } from '@kwk/shared/contact/contact.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { keyedIdentity } from '../../lib/secret-box.ts';
import type { CaptchaService } from '../captcha/captcha.api.ts';
import type { GoodwillService } from '../goodwill/goodwill.api.ts';
import { mailVoice, type OutboxRecords } from '../mail/mail.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { RECEIPTS_PER_ADDRESS_PER_DAY, receiptMail, supportMail } from './contact.mails.ts';
import type { ContactReceiptsRepository } from './contact-receipts.repository.ts';

/**
 * The contact form: the message goes to the tenant's support address; on request the sender gets
 * a fixed receipt (no text of theirs), at most three a day per address (see contact.mails.ts).
 */
export interface ContactDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret'>;
  captcha: CaptchaService;
  outbox: OutboxRecords;
  goodwill: Pick<GoodwillService, 'open'>;
  receipts: ContactReceiptsRepository;
}

export function createContactService(deps: ContactDeps) {
  const { db, clock, config, captcha, outbox, goodwill, receipts } = deps;
  return {
    /** The contact form always asks for a captcha: it is the portal's open door for spam. */
    isCaptchaRequired: (_tenant: Tenant) => true,

    async submit(tenant: Tenant, body: ContactBody, captchaPayload: string | undefined, lang: Language) {
      await captcha.verify(tenant, captchaPayload);
      const brand = tenant.mandant.Brand;
      const now = clock.now();
      await db.transaction(async (tx) => {
        await outbox.enqueue(
          {
            tenantId: tenant.id,
            kind: 'contact.support',
            to: brand.SupportEmail,
            replyTo: body.Email,
            ...supportMail({
              brand: brand.Name,
              from: body.Email,
              subject: body.Betreff,
              message: body.Nachricht,
            }),
          },
          tx,
          now,
        );
        if (body.Anliegen === 'Praemienreklamation')
          await goodwill.open(tx, tenant, {
            email: body.Email,
            subject: body.Betreff,
            message: body.Nachricht,
            lang,
          });
        if (!body.KopieAnAbsender) return;
        // Counted by the mailbox (emailIdentity), keyed, across tenants: spellings and tenants
        // do not multiply the receipts one address can be sent.
        const addressHash = keyedIdentity(config.appSecret, 'contact.receipt', emailIdentity(body.Email));
        const sent = await receipts.count(tx, addressHash, now.toISOString().slice(0, 10));
        if (sent > RECEIPTS_PER_ADDRESS_PER_DAY) return;
        await outbox.enqueue(
          {
            tenantId: tenant.id,
            kind: 'contact.copy',
            to: body.Email,
            ...receiptMail(mailVoice(brand, lang), { brand: brand.Name }),
          },
          tx,
          now,
        );
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
