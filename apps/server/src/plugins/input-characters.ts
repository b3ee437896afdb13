import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasUnfitText, unfitTextPaths } from '../lib/input-characters.ts';
import { AppError } from './app-error.ts';
import { languageOf } from './language.ts';

/**
 * One rule at the edge for every route: path parameters, query and body carry no NUL, no other
 * control character and no lone surrogate (lib/input-characters.ts). It runs before schema
 * validation, tenant lookup, authentication and the services that validate bodies themselves,
 * and answers 400 `common.validation` naming each field, as a schema failure would.
 * Headers are left to Node's HTTP parser, which refuses control characters in them; a cookie is
 * percent-decoded after that, so unfit cookies are dropped where one is read (lib/request-cookies.ts).
 */
export const inputCharactersPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: it runs on every request and costs a promise otherwise.
    app.addHook('preValidation', (request, _reply, done) => {
      // Path parameters and query are decoded from the URL: one without `%` and of printable ASCII
      // only decodes to fit text (at most `+` becomes a blank), so the walk is needed only otherwise.
      const urlFit =
        PLAIN_URL.test(request.raw.url ?? '') ||
        (!hasUnfitText(request.params, 'url') && !hasUnfitText(request.query, 'url'));
      if (urlFit && !hasUnfitText(request.body, 'body')) return done();
      const paths = [
        ...unfitTextPaths(request.params, 'params', 'url'),
        ...unfitTextPaths(request.query, 'querystring', 'url'),
        ...unfitTextPaths(request.body, 'body', 'body'),
      ];
      const message = VALIDATION_MESSAGES[languageOf(request.headers['accept-language'])].unfitCharacter;
      done(new AppError('common.validation', { fields: paths.map((path) => ({ path, message })) }));
    });
  },
  { name: 'input-characters' },
);

/** Printable ASCII without `%`: nothing in it decodes to a control character or a surrogate. */
const PLAIN_URL = /^[\x21-\x24\x26-\x7e]*$/;
