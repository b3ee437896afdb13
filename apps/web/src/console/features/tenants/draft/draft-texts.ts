/** The words of a tenant's draft, publish, rollback and preview (decision 065), German and English. */
export const DRAFT_TEXTS = {
  de: {
    heading: 'Entwurf und Veröffentlichung',
    noDraft:
      'Kein offener Entwurf. Was Sie unten speichern, wird ein Entwurf: öffentlich sichtbar erst nach „Veröffentlichen“.',
    draftOf: (at: string, base: number, live: number) =>
      `Offener Entwurf vom ${at} (auf Grundlage von Version ${base}). Öffentlich gilt Version ${live}.`,
    caption: 'Was die Veröffentlichung ändert',
    field: 'Feld',
    live: 'Veröffentlicht',
    draft: 'Entwurf',
    same: 'Der Entwurf gleicht der veröffentlichten Konfiguration und ihren Texten.',
    publish: 'Veröffentlichen',
    discard: 'Verwerfen',
    rollBack: (v: number) => `Zurückrollen auf Version ${v}`,
    published: (v: number) =>
      `Veröffentlicht (Version ${v}). Alle Instanzen zeigen die Änderung ohne Neustart.`,
    publishedRaiseWaits: (v: number) =>
      `Veröffentlicht (Version ${v}), ohne die Erhöhung: Ein höherer Geldbetrag gilt erst nach der Freigabe durch eine andere Administratorin oder einen anderen Administrator.`,
    discarded: 'Der Entwurf ist verworfen.',
    rolledBack: (v: number) => `Zurückgerollt: Die frühere Konfiguration gilt jetzt als Version ${v}.`,
    discardHeading: 'Entwurf verwerfen?',
    discardBody: 'Alle Änderungen des Entwurfs gehen verloren. Öffentlich ändert sich nichts.',
    rollBackHeading: 'Zurückrollen?',
    rollBackBody: (v: number) =>
      `Die Konfiguration, die vor der letzten Veröffentlichung galt (Version ${v}), wird mit den Texten, die diese Veröffentlichung ersetzte, sofort wieder öffentlich. Ein höherer Geldbetrag wartet auf die Freigabe durch eine zweite Person.`,
    cancel: 'Abbrechen',
    on: 'an',
    off: 'aus',
    empty: '–',
    hosts: 'Hosts',
    text: (key: string, lang: 'de' | 'en') => `Text „${key}“ (${lang === 'de' ? 'Deutsch' : 'Englisch'})`,
  },
  en: {
    heading: 'Draft and publishing',
    noDraft: 'No open draft. What you save below becomes a draft: public only after “Publish”.',
    draftOf: (at: string, base: number, live: number) =>
      `Open draft of ${at} (based on version ${base}). Version ${live} is live.`,
    caption: 'What publishing changes',
    field: 'Field',
    live: 'Published',
    draft: 'Draft',
    same: 'The draft is the same as the published configuration and its texts.',
    publish: 'Publish',
    discard: 'Discard',
    rollBack: (v: number) => `Roll back to version ${v}`,
    published: (v: number) => `Published (version ${v}). Every instance shows the change without a restart.`,
    publishedRaiseWaits: (v: number) =>
      `Published (version ${v}) without the raise: a higher amount of money applies only once another administrator approves it.`,
    discarded: 'The draft is discarded.',
    rolledBack: (v: number) => `Rolled back: the earlier configuration is live again as version ${v}.`,
    discardHeading: 'Discard the draft?',
    discardBody: 'Every change of the draft is lost. Nothing public changes.',
    rollBackHeading: 'Roll back?',
    rollBackBody: (v: number) =>
      `The configuration live before the last publish (version ${v}) is public again at once, with the texts that publish replaced. A higher amount of money waits for a second person’s approval.`,
    cancel: 'Cancel',
    on: 'on',
    off: 'off',
    empty: '–',
    hosts: 'Hosts',
    text: (key: string, lang: 'de' | 'en') => `Text “${key}” (${lang === 'de' ? 'German' : 'English'})`,
  },
};

export type DraftTexts = (typeof DRAFT_TEXTS)['de'];
