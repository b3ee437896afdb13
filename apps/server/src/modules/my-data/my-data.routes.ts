import {
  customerNumberSchema,
  newsletterConfirmBodySchema,
  newsletterOptinSchema,
  newsletterStatusSchema,
  referrerBankDataSchema,
} from '@kwk/shared/my-data/my-data.schemas';
import { bankDataBodySchema } from '@kwk/shared/recipients/recipient.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInDocs, tenantParams } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { MyDataService } from './my-data.service.ts';

const params = tenantParams;
const { tags, security, errors } = signedInDocs('my data', 400, 401, 403, 404, 429);

/** Meine Daten (spec §7 "Referrer"): newsletter, bank data, account deletion. */
export function myDataRoutes({ myData }: { myData: MyDataService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/empfehler/setNewsletterOptin',
      {
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' }, auth: 'referrer' },
        schema: {
          tags,
          security,
          summary: 'Asks for the newsletter: mails the double opt-in link unless opted in or mailed today',
          params,
          response: { 200: newsletterOptinSchema, ...errors },
        },
      },
      async (request) => myData.requestNewsletter(request.tenant, request.referrer),
    );

    app.put(
      '/empfehler/newsletter/optin',
      {
        config: { bodySchema: () => newsletterConfirmBodySchema },
        schema: {
          tags,
          summary: 'Confirms the newsletter with the link of the opt-in mail (once)',
          params,
          body: newsletterConfirmBodySchema,
          response: { 200: newsletterStatusSchema, ...errors },
        },
      },
      async (request) => myData.confirmNewsletter(request.tenant, request.body),
    );

    app.put(
      '/empfehler/newsletter/optout',
      {
        config: { auth: 'referrer' },
        schema: {
          tags,
          security,
          summary: 'Ends the newsletter (and a pending opt-in)',
          params,
          response: { 200: newsletterStatusSchema, ...errors },
        },
      },
      async (request) => myData.optOut(request.tenant, request.referrer),
    );

    app.get(
      '/empfehler/bankdaten',
      {
        config: { auth: 'referrer' },
        schema: {
          tags,
          security,
          summary: 'The stored bank account, masked (null when none)',
          params,
          response: { 200: referrerBankDataSchema, ...errors },
        },
      },
      async (request) => myData.bankData(request.referrer),
    );

    app.put(
      '/empfehler/bankdaten',
      {
        config: {
          auth: 'referrer',
          bodySchema: (tenant, lang) => bankDataBodySchema(tenant.mandant.Rules.ModuleIBANNurDE, lang),
        },
        // Module off, or a host-system session: refused before the body is looked at.
        preValidation: async (request) => myData.mayChangeBankData(request.tenant, request.referrer),
        schema: {
          tags,
          security,
          summary: 'Stores the bank account (ModuleStoringBankdata; German IBANs only with ModuleIBANNurDE)',
          params,
          body: bankDataBodySchema(false),
          response: { 200: referrerBankDataSchema, ...errors },
        },
      },
      async (request) => myData.saveBankData(request.tenant, request.referrer, request.body),
    );

    app.delete(
      '/empfehler/bankdaten',
      {
        config: { auth: 'referrer' },
        schema: {
          tags,
          security,
          summary: 'Deletes the stored bank account',
          params,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await myData.deleteBankData(request.referrer);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/empfehler/GetResultFromKundennummer',
      {
        config: { auth: 'referrer' },
        schema: {
          tags,
          security,
          summary: "The referrer's customer number with the partner (null when none is given)",
          params,
          response: { 200: customerNumberSchema, ...errors },
        },
      },
      async (request) => myData.customerNumber(request.referrer),
    );

    app.put(
      '/empfehler/SetKundennummerForEmpfehler/:n',
      {
        config: { auth: 'referrer' },
        schema: {
          tags,
          security,
          summary: "Sets the referrer's customer number with the partner (4 to 20 letters, digits, hyphens)",
          params: params.extend({ n: z.string().max(40) }),
          response: { 200: customerNumberSchema, ...errors },
        },
      },
      async (request) =>
        myData.setCustomerNumber(
          request.referrer,
          request.params.n,
          languageOf(request.headers['accept-language']),
        ),
    );

    app.delete(
      '/empfehler/delete',
      {
        config: { auth: 'referrer' },
        schema: {
          tags,
          security,
          summary: 'Deletes the account; recommendations in flight stay, anonymised',
          params,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await myData.deleteAccount(request.tenant, request.referrer, {
          ip: request.ip,
          lang: languageOf(request.headers['accept-language']),
        });
        return reply.code(204).send(null);
      },
    );
  };
}
