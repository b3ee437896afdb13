/** The words of the configuration controls, German and English. */
export const CONFIG_TEXTS = {
  de: {
    unset: '– nicht gesetzt (Standard) –',
    picker: 'Farbwähler',
    languages: { de: 'Deutsch', en: 'Englisch' },
    empty: 'Keine Einträge.',
    add: (label: string) => `${label}: Eintrag hinzufügen`,
    remove: (name: string) => `${name} entfernen`,
    euro: 'Bitte einen Betrag in Euro angeben, z. B. 150 oder 12,50.',
    number: 'Bitte eine Zahl angeben.',
    environments: {
      production: 'Produktion',
      staging: 'Staging',
      testing: 'Test',
      development: 'Entwicklung',
    },
  },
  en: {
    unset: '– not set (default) –',
    picker: 'colour picker',
    languages: { de: 'German', en: 'English' },
    empty: 'No entries.',
    add: (label: string) => `${label}: add an entry`,
    remove: (name: string) => `Remove ${name}`,
    euro: 'Please enter an amount in euros, e.g. 150 or 12.50.',
    number: 'Please enter a number.',
    environments: {
      production: 'production',
      staging: 'staging',
      testing: 'testing',
      development: 'development',
    },
  },
};
