/** Error codes of the console's webhooks screen (issue 31, decision 073); spread into CONSOLE_ERRORS. */
export const OPERATOR_WEBHOOKS_ERRORS = {
  'webhooks.not_found': {
    status: 404,
    de: 'Diesen Webhook-Endpunkt gibt es nicht.',
    en: 'There is no such webhook endpoint.',
  },
  'webhooks.delivery_not_found': {
    status: 404,
    de: 'Diese Lieferung gibt es nicht.',
    en: 'There is no such delivery.',
  },
  /** Outside development an endpoint must be https (its address is checked when it connects). */
  'webhooks.url_refused': {
    status: 400,
    de: 'Die Adresse muss eine vollständige https-Adresse ohne Zugangsdaten sein.',
    en: 'The address must be a complete https address without credentials.',
  },
  /** Resending a delivery that is still on its way. */
  'webhooks.delivery_pending': {
    status: 409,
    de: 'Diese Lieferung wird gerade noch zugestellt.',
    en: 'This delivery is still on its way.',
  },
  /** The development demo receiver: a delivery no secret of the tenant's endpoints signed. */
  'webhooks.signature_invalid': {
    status: 401,
    de: 'Die Signatur dieser Lieferung ist ungültig.',
    en: "This delivery's signature is invalid.",
  },
} as const;
