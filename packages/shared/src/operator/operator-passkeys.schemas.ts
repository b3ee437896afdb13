import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

const de = VALIDATION_MESSAGES.de;
const base64url = z
  .string(de.required)
  .max(16_384, de.tooLong(16_384))
  .regex(/^[A-Za-z0-9_-]*$/, de.invalidField('Passkey'));

/**
 * What `@simplewebauthn/browser`'s startRegistration / startAuthentication hand back, checked for
 * shape only (the server's WebAuthn library verifies the content). Extra members are kept: the
 * library reads some (authenticatorData, publicKey) and browsers add more.
 */
const credentialBase = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key', de.invalidField('Passkey')),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const registrationResponseSchema = z.looseObject({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

export const authenticationResponseSchema = z.looseObject({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

/** `POST …/passkey` (registration): the authenticator's answer and a name for the passkey. */
export const passkeyRegistrationSchema = z.object({
  Response: registrationResponseSchema,
  Label: z.string().trim().max(60, de.tooLong(60)).default(''),
});
export type PasskeyRegistration = z.infer<typeof passkeyRegistrationSchema>;

/** `POST /anmeldung/passkey` and `POST /sitzung/bestaetigung/passkey`: the authenticator's answer. */
export const passkeyAssertionSchema = z.object({ Response: authenticationResponseSchema });
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

/** The options for navigator.credentials.create / get, as the browser library takes them. */
export const passkeyOptionsSchema = z.object({
  Options: z.looseObject({ challenge: z.string() }),
});

/** A passkey of the signed-in operator, as "Mein Zugang" lists it. */
export const ownPasskeySchema = z.object({
  Id: z.string(),
  Label: z.string(),
  CreatedAt: z.string(),
  LastUsedAt: z.string().nullable(),
});
export type OwnPasskey = z.infer<typeof ownPasskeySchema>;
