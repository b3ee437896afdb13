/** Error codes of the console's tenant screens (issue 14), spread into CONSOLE_ERRORS. */
export const OPERATOR_TENANTS_ERRORS = {
  /** A new tenant's key (its apiRoute and `{key}.localhost`) is another tenant's already. */
  'tenant.key_taken': {
    status: 409,
    de: 'Diesen Schlüssel hat bereits ein anderer Mandant.',
    en: 'Another tenant has this key already.',
  },
  /** A host is another tenant's (its hosts or its referral link domain): one host, one programme. */
  'tenant.host_taken': {
    status: 409,
    de: 'Ein Host gehört bereits einem anderen Mandanten.',
    en: 'A host belongs to another tenant already.',
  },
  /** Someone saved this tenant since it was opened: the save would undo their change. */
  'tenant.version_conflict': {
    status: 409,
    de: 'Der Mandant wurde inzwischen geändert. Bitte laden Sie ihn neu und wiederholen Sie Ihre Änderung.',
    en: 'The tenant was changed in the meantime. Please reload it and make your change again.',
  },
  /** Publish or discard without an open draft (someone published or discarded it already). */
  'tenant.no_draft': {
    status: 409,
    de: 'Es gibt keinen offenen Entwurf mehr. Bitte laden Sie den Mandanten neu.',
    en: 'There is no open draft any more. Please reload the tenant.',
  },
  /** Roll back with no earlier published configuration kept. */
  'tenant.nothing_to_roll_back': {
    status: 409,
    de: 'Es gibt keine frühere veröffentlichte Konfiguration, auf die zurückgerollt werden kann.',
    en: 'There is no earlier published configuration to roll back to.',
  },
  /** The tenant to copy from does not exist. */
  'tenant.copy_source_not_found': {
    status: 400,
    de: 'Der Mandant, dessen Einstellungen übernommen werden sollen, existiert nicht.',
    en: 'The tenant whose settings should be copied does not exist.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
