import type { ContactBody } from '@kwk/shared/contact/contact.schemas';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { Tenant } from '../tenants/tenant-cache.ts';

/** The contact form: the message goes to the tenant's support address, a copy to the sender on request. */
export function createContactService({
  db,
  clock,
  captcha,
  outbox,
}: {
  db: Db;
  clock: Clock;
  captcha: CaptchaService;
  outbox: OutboxRepository;
}) {
  return {
    /** The contact form always asks for a captcha: it is the portal's open door for spam. */
    isCaptchaRequired: (_tenant: Tenant) => true,

    async submit(tenant: Tenant, body: ContactBody, captchaPayload: string | undefined) {
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
            subject: `Kontaktformular: ${body.Betreff}`,
            text: `Nachricht über das Kontaktformular von ${brand.Name}\n\nAbsender: ${body.Email}\nBetreff: ${body.Betreff}\n\n${body.Nachricht}\n`,
          },
          tx as unknown as Db,
          now,
        );
        if (body.KopieAnAbsender) {
          await outbox.enqueue(
            {
              tenantId: tenant.id,
              kind: 'contact.copy',
              to: body.Email,
              subject: `Ihre Nachricht an ${brand.Name}: ${body.Betreff}`,
              text: `Vielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich.\n\nIhre Nachricht:\n\n${body.Nachricht}\n`,
            },
            tx as unknown as Db,
            now,
          );
        }
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
