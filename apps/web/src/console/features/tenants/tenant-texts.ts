/** The tenant edit screen's words, German and English. */
export const EDIT_TEXTS = {
  de: {
    heading: (name: string) => `Mandant ${name}`,
    loading: 'Mandant wird geladen …',
    created: 'Der Mandant wurde angelegt. Seine Startseite ist sofort erreichbar.',
    saved: (v: number) => `Gespeichert (Version ${v}). Alle Instanzen zeigen die Änderung ohne Neustart.`,
    savedRaiseWaits: (v: number) =>
      `Gespeichert (Version ${v}), ohne die Erhöhung: Ein höherer Geldbetrag gilt erst nach der Freigabe durch eine andere Administratorin oder einen anderen Administrator.`,
    readOnly: 'Sie können diesen Mandanten ansehen, aber nicht ändern.',
    preview: 'Startseite in neuem Tab öffnen',
    previewHint:
      'Die Vorschau zeigt die gespeicherte Konfiguration auf der Adresse des Mandanten, nie in der Konsole eingebettet.',
    hosts: 'Hosts',
    hostsHint: 'Ein Host je Eintrag, z. B. empfehlen.marke.de. <schlüssel>.localhost gilt immer.',
    order: 'Reihenfolge',
    colorsHint: 'Hex-Farben wie #a8005a. Text braucht mindestens 4,5:1 Kontrast zu seinem Hintergrund.',
    contrastCaption: 'Kontraste der Farbpaare',
    pair: 'Paar',
    ratio: 'Kontrast',
    ok: 'ausreichend',
    tooLow: 'zu gering',
    save: 'Speichern',
    saving: 'Wird gespeichert …',
    reload: 'Neu laden',
    problems: 'Bitte korrigieren Sie:',
  },
  en: {
    heading: (name: string) => `Tenant ${name}`,
    loading: 'Loading the tenant …',
    created: 'The tenant was created. Its start page answers at once.',
    saved: (v: number) => `Saved (version ${v}). Every instance shows the change without a restart.`,
    savedRaiseWaits: (v: number) =>
      `Saved (version ${v}) without the raise: a higher amount of money applies only once another administrator approves it.`,
    readOnly: 'You can view this tenant but not change it.',
    preview: 'Open the start page in a new tab',
    previewHint:
      'The preview shows the saved configuration at the tenant’s address, never framed in the console.',
    hosts: 'Hosts',
    hostsHint: 'One host per entry, e.g. refer.brand.com. <key>.localhost always applies.',
    order: 'Order',
    colorsHint: 'Hex colours like #a8005a. Text needs a contrast of at least 4.5:1 to its background.',
    contrastCaption: 'Contrast of the colour pairs',
    pair: 'Pair',
    ratio: 'Contrast',
    ok: 'sufficient',
    tooLow: 'too low',
    save: 'Save',
    saving: 'Saving …',
    reload: 'Reload',
    problems: 'Please correct:',
  },
};

export type EditTexts = (typeof EDIT_TEXTS)['de'];
