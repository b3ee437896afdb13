import {
  accountBlockSchema,
  statusCorrectionSchema,
  supportAccountSchema,
  supportReferralSchema,
  supportSearchQuerySchema,
  supportSearchResultSchema,
  supportSenderQuerySchema,
  supportSenderSchema,
} from '@kwk/shared/operator/support.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInDocs } from '../../lib/route-schemas.ts';
import type { SupportService } from './support.service.ts';

const { tags, security, errors } = signedInDocs('operator console: support', 400, 401, 403, 404, 409);
const idParams = z.object({ id: z.uuid() });

/** Support's console calls (issue 14): search, a referral with its timeline, correction, blocks. */
export function supportRoutes({ support }: { support: SupportService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/support/empfehlungen',
      {
        config: { auth: { operator: 'support.read' } },
        schema: {
          tags,
          security,
          summary:
            'Finds referrals of all tenants by number or by a referrer’s or recipient’s e-mail address',
          querystring: supportSearchQuerySchema,
          response: { 200: supportSearchResultSchema, ...errors },
        },
      },
      async (request) => support.search(request.query.Suche, request.query.Seite),
    );

    app.get(
      '/support/empfehlungen/:id',
      {
        config: { auth: { operator: 'support.read' } },
        schema: {
          tags,
          security,
          summary:
            'One view of a referral: parties, timeline, rule decisions, rewards with payout state, fraud review, goodwill cases, mails',
          params: idParams,
          response: { 200: supportReferralSchema, ...errors },
        },
      },
      async (request) => support.referral(request.params.id, request.operator.rights),
    );

    app.get(
      '/support/absender',
      {
        config: { auth: { operator: 'support.read' } },
        schema: {
          tags,
          security,
          summary:
            'A goodwill case’s sender: their referrals and every reward credited to them, with its payout state',
          querystring: supportSenderQuerySchema,
          response: { 200: supportSenderSchema, ...errors },
        },
      },
      async (request) => support.sender(request.query.Mandant, request.query.Email),
    );

    app.post(
      '/support/empfehlungen/:id/status',
      {
        config: { auth: { operator: 'referrals.correct' } },
        schema: {
          tags,
          security,
          summary: 'Corrects a referral’s status, with the reason',
          params: idParams,
          body: statusCorrectionSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await support.correct(request.operator, request.params.id, request.body.Status, request.body.Grund);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/support/konten/:id',
      {
        config: { auth: { operator: 'support.read' } },
        schema: {
          tags,
          security,
          summary: 'A referrer’s account and whether it is blocked',
          params: idParams,
          response: { 200: supportAccountSchema, ...errors },
        },
      },
      async (request) => support.account(request.params.id),
    );

    app.post(
      '/support/konten/:id/sperre',
      {
        config: { auth: { operator: 'accounts.block' } },
        schema: {
          tags,
          security,
          summary: 'Blocks a referrer’s account, with the reason; its sessions end',
          params: idParams,
          body: accountBlockSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await support.block(request.operator, request.params.id, request.body.Grund);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/support/konten/:id/entsperrung',
      {
        config: { auth: { operator: 'accounts.block' } },
        schema: {
          tags,
          security,
          summary: 'Unblocks a referrer’s account, with the reason',
          params: idParams,
          body: accountBlockSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await support.unblock(request.operator, request.params.id, request.body.Grund);
        return reply.code(204).send(null);
      },
    );
  };
}
