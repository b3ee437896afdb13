import type { ConsoleAgent, ConsoleCampaign, ConsoleCatalogue } from '@kwk/shared/operator/catalogue.schemas';
import type { ConsoleLang } from '../../lib/console-lang.ts';
import { type FieldDef, shownCents, shownDate } from './entity-form.ts';

/** What a kind's table and form draw from: the tenant's catalogue (and campaigns, agents). */
export interface CatalogueData {
  catalogue: ConsoleCatalogue;
  campaigns: ConsoleCampaign[];
  agents: ConsoleAgent[];
}

type Row = Record<string, unknown>;

export interface KindDef {
  /** The section's key in the address (`?bereich=`). */
  key: string;
  title: { de: string; en: string };
  /** The API path below `mandanten/{tenant}/`. */
  path: string;
  rows: (data: CatalogueData) => Row[];
  idOf: (row: Row) => string;
  /** The row's name in buttons and messages ("Bearbeiten: Zuhause M"). */
  nameOf: (row: Row) => string;
  columns: { label: { de: string; en: string }; value: (row: Row, lang: ConsoleLang) => string }[];
  fields: (data: CatalogueData, lang: ConsoleLang) => FieldDef[];
  /** Fields only a new row has (its own id, e.g. an agent's number). */
  createOnly?: FieldDef[];
  /** No delete: rows are set inactive (agents: referrals name them). */
  noDelete?: boolean;
}

const L = (de: string, en: string) => ({ de, en });
const yesNo = (v: unknown, lang: ConsoleLang) => (v === true ? L('ja', 'yes')[lang] : L('nein', 'no')[lang]);
const text = (name: string, de: string, en: string, optional = false): FieldDef => ({
  name,
  label: L(de, en),
  kind: 'text',
  ...(optional ? { optional } : {}),
});
const CENTS_HINT = L('In Cent, z. B. 1999 für 19,99 €.', 'In cents, e.g. 1999 for €19.99.');
const cents = (name: string, de: string, en: string, optional = false): FieldDef => ({
  name,
  label: L(de, en),
  kind: 'cents',
  hint: CENTS_HINT,
  ...(optional ? { optional } : {}),
});
const position: FieldDef = { name: 'Position', label: L('Position', 'Position'), kind: 'integer' };
const active: FieldDef = { name: 'Aktiv', label: L('Aktiv', 'Active'), kind: 'checkbox' };
const EN_HINT = L('Leer: Die deutsche Fassung erscheint.', 'Empty: the German text shows.');

export const KINDS: readonly KindDef[] = [
  {
    key: 'produkte',
    title: L('Produkte', 'Products'),
    path: 'katalog/produkte',
    rows: (d) => d.catalogue.Produkte,
    idOf: (r) => String(r.Id),
    nameOf: (r) => String(r.AnzeigeName),
    columns: [
      { label: L('Nr.', 'No.'), value: (r) => String(r.Id) },
      { label: L('Anzeigename', 'Display name'), value: (r) => String(r.AnzeigeName) },
      { label: L('Externe Id', 'External id'), value: (r) => String(r.ExterneId) },
      { label: L('Kategorie', 'Category'), value: (r) => String(r.KategorieId) },
      { label: L('Monatlich', 'Monthly'), value: (r, lang) => shownCents(r.PreisMonatlich, lang) },
      { label: L('Aktiv', 'Active'), value: (r, lang) => yesNo(r.Aktiv, lang) },
    ],
    fields: (d) => [
      text('AnzeigeName', 'Anzeigename', 'Display name'),
      { ...text('AnzeigeNameEn', 'Anzeigename (Englisch)', 'Display name (English)', true), hint: EN_HINT },
      text('Name', 'Interner Name', 'Internal name'),
      text('ExterneId', 'Externe Id', 'External id'),
      {
        name: 'KategorieId',
        label: L('Kategorie', 'Category'),
        kind: 'select',
        options: d.catalogue.Kategorien.map((c) => ({
          value: String(c.Id),
          label: `${c.Name} (${c.Quelle}/${c.Kategorie})`,
        })),
      },
      position,
      cents('PreisMonatlich', 'Preis monatlich', 'Monthly price', true),
      cents('PreisEinmalig', 'Preis einmalig', 'One-off price', true),
      text('Beschreibung1', 'Beschreibung 1', 'Description 1', true),
      text('Beschreibung2', 'Beschreibung 2', 'Description 2', true),
      text('Beschreibung3', 'Beschreibung 3', 'Description 3', true),
      text('Beschreibung4', 'Beschreibung 4', 'Description 4', true),
      {
        name: 'Fussnote',
        label: L('Fußnote', 'Footnote'),
        kind: 'select',
        optional: true,
        options: d.catalogue.Fussnoten.map((f) => ({ value: f.Identifier, label: f.Titel })),
      },
      {
        name: 'PraemienIds',
        label: L('Prämien', 'Rewards'),
        kind: 'ids',
        options: d.catalogue.Praemien.map((r) => ({ value: String(r.Id), label: `${r.Id}: ${r.Wert}` })),
      },
      active,
    ],
  },
  {
    key: 'paare',
    title: L('Gerät–Tarif-Paare', 'Device–tariff pairs'),
    path: 'katalog/paare',
    rows: (d) => d.catalogue.Paare,
    idOf: (r) => String(r.Id),
    nameOf: (r) => String(r.TarifHandyAnzeigeName),
    columns: [
      { label: L('Nr.', 'No.'), value: (r) => String(r.Id) },
      { label: L('Name', 'Name'), value: (r) => String(r.TarifHandyAnzeigeName) },
      { label: L('Gerät', 'Device'), value: (r) => String(r.HandyId) },
      { label: L('Tarif', 'Tariff'), value: (r) => String(r.TarifId) },
      { label: L('Gerätepreis', 'Device price'), value: (r, lang) => shownCents(r.PreisHandy, lang) },
    ],
    fields: (d) => {
      const products = d.catalogue.Produkte.map((p) => ({
        value: String(p.Id),
        label: `${p.Id}: ${p.AnzeigeName}`,
      }));
      return [
        text('TarifHandyAnzeigeName', 'Name des Paars', 'Name of the pair'),
        { name: 'HandyId', label: L('Gerät', 'Device'), kind: 'select', options: products },
        { name: 'TarifId', label: L('Tarif', 'Tariff'), kind: 'select', options: products },
        {
          name: 'GeraeteTyp',
          label: L('Gerätetyp', 'Device type'),
          kind: 'select',
          options: [
            { value: 'smartphone', label: 'Smartphone' },
            { value: 'tablet', label: 'Tablet' },
          ],
        },
        text('Hersteller', 'Hersteller', 'Maker'),
        {
          name: 'Klasse',
          label: L('Klasse', 'Class'),
          kind: 'select',
          options: ['S', 'M', 'L', 'XL'].map((k) => ({ value: k, label: k })),
        },
        cents('PreisHandy', 'Gerätepreis', 'Device price'),
        cents('PreisTarif', 'Tarifpreis', 'Tariff price'),
        { name: 'TarifHandyBeschreibung', label: L('Beschreibung', 'Description'), kind: 'textarea' },
        position,
        { name: 'Aktion', label: L('Aktionsangebot', 'Special offer'), kind: 'checkbox' },
        cents('Aktionspreis', 'Aktionspreis', 'Offer price', true),
      ];
    },
  },
  {
    key: 'praemien',
    title: L('Prämien', 'Rewards'),
    path: 'katalog/praemien',
    rows: (d) => d.catalogue.Praemien,
    idOf: (r) => String(r.Id),
    nameOf: (r) => `${r.Id}: ${r.Wert}`,
    columns: [
      { label: L('Nr.', 'No.'), value: (r) => String(r.Id) },
      { label: L('Wert', 'Value'), value: (r, lang) => shownCents(r.WertCent, lang) },
      { label: L('Gültig ab', 'Valid from'), value: (r) => shownDate(r.Startdatum) },
      { label: L('Gültig bis', 'Valid to'), value: (r) => shownDate(r.Enddatum) },
      { label: L('Text', 'Text'), value: (r) => String(r.Text) },
      { label: L('Aktiv', 'Active'), value: (r, lang) => yesNo(r.Aktiv, lang) },
    ],
    fields: () => [
      cents('WertCent', 'Wert', 'Value'),
      {
        name: 'Art',
        label: L('Art', 'Kind'),
        kind: 'select',
        options: [
          { value: 'bar', label: 'Bar / Cash' },
          { value: 'gutschein', label: 'Gutschein / Voucher' },
        ],
      },
      {
        name: 'Text',
        label: L('Text (Deutsch)', 'Text (German)'),
        kind: 'textarea',
        hint: L(
          'Platzhalter: {deal}, {value}, {start}, {end}.',
          'Placeholders: {deal}, {value}, {start}, {end}.',
        ),
      },
      {
        name: 'TextEn',
        label: L('Text (Englisch)', 'Text (English)'),
        kind: 'textarea',
        optional: true,
        hint: EN_HINT,
      },
      { name: 'Startdatum', label: L('Gültig ab', 'Valid from'), kind: 'date' },
      { name: 'Enddatum', label: L('Gültig bis', 'Valid to'), kind: 'date', optional: true },
      {
        name: 'EnddatumAnzeige',
        label: L('Angezeigtes Enddatum', 'End date shown'),
        kind: 'date',
        optional: true,
      },
      active,
    ],
  },
  {
    key: 'kampagnen',
    title: L('Kampagnen', 'Campaigns'),
    path: 'kampagnen',
    rows: (d) => d.campaigns,
    idOf: (r) => String(r.Id),
    nameOf: (r) => String(r.Titel),
    columns: [
      { label: L('Nr.', 'No.'), value: (r) => String(r.Id) },
      { label: L('Titel', 'Title'), value: (r) => String(r.Titel) },
      { label: L('Beginn', 'Start'), value: (r) => shownDate(r.Beginn) },
      { label: L('Ende', 'End'), value: (r) => shownDate(r.Ende) },
      { label: L('Bonus', 'Bonus'), value: (r, lang) => shownCents(r.BonusCent, lang) },
    ],
    fields: () => [
      text('Titel', 'Titel (Deutsch)', 'Title (German)'),
      { ...text('TitelEn', 'Titel (Englisch)', 'Title (English)', true), hint: EN_HINT },
      { name: 'Text', label: L('Text (Deutsch)', 'Text (German)'), kind: 'textarea' },
      { name: 'TextEn', label: L('Text (Englisch)', 'Text (English)'), kind: 'textarea', optional: true },
      { name: 'RechtsText', label: L('Rechtstext (Deutsch)', 'Legal text (German)'), kind: 'textarea' },
      {
        name: 'RechtsTextEn',
        label: L('Rechtstext (Englisch)', 'Legal text (English)'),
        kind: 'textarea',
        optional: true,
      },
      { name: 'Zustimmung', label: L('Zustimmung erforderlich', 'Consent required'), kind: 'checkbox' },
      cents('BonusCent', 'Bonus', 'Bonus'),
      { name: 'Beginn', label: L('Beginn', 'Start'), kind: 'date' },
      { name: 'Ende', label: L('Ende', 'End'), kind: 'date', optional: true },
    ],
  },
  {
    key: 'fussnoten',
    title: L('Fußnoten', 'Footnotes'),
    path: 'katalog/fussnoten',
    rows: (d) => d.catalogue.Fussnoten,
    idOf: (r) => String(r.Id),
    nameOf: (r) => String(r.Titel),
    columns: [
      { label: L('Kennung', 'Identifier'), value: (r) => String(r.Identifier) },
      { label: L('Titel', 'Title'), value: (r) => String(r.Titel) },
      { label: L('Gruppe', 'Group'), value: (r) => String(r.Gruppe) },
    ],
    fields: () => [
      text('Identifier', 'Kennung', 'Identifier'),
      text('Titel', 'Titel', 'Title'),
      text('Gruppe', 'Gruppe', 'Group'),
      { name: 'Inhalt', label: L('Inhalt', 'Content'), kind: 'textarea' },
    ],
  },
  {
    key: 'kategorien',
    title: L('Kategorien', 'Categories'),
    path: 'katalog/kategorien',
    rows: (d) => d.catalogue.Kategorien,
    idOf: (r) => String(r.Id),
    nameOf: (r) => String(r.Name),
    columns: [
      { label: L('Nr.', 'No.'), value: (r) => String(r.Id) },
      { label: L('Name', 'Name'), value: (r) => String(r.Name) },
      { label: L('Quelle', 'Source'), value: (r) => String(r.Quelle) },
      { label: L('Kategorie', 'Category'), value: (r) => String(r.Kategorie) },
      { label: L('Position', 'Position'), value: (r) => String(r.Position) },
    ],
    fields: () => [
      text('Name', 'Name', 'Name'),
      {
        ...text('Quelle', 'Quelle', 'Source'),
        hint: L(
          'Kleinbuchstaben, Ziffern und Bindestriche, z. B. festnetz.',
          'Lower-case letters, digits and dashes.',
        ),
      },
      text('Kategorie', 'Kategorie', 'Category'),
      position,
    ],
  },
  {
    key: 'berater',
    title: L('Berater', 'Agents'),
    path: 'berater',
    rows: (d) => d.agents,
    idOf: (r) => String(r.ExterneId),
    nameOf: (r) => `${r.Vorname} ${r.Nachname}`,
    columns: [
      { label: L('Nummer', 'Number'), value: (r) => String(r.ExterneId) },
      { label: L('Name', 'Name'), value: (r) => `${r.Vorname} ${r.Nachname}` },
      { label: L('Ort', 'Town'), value: (r) => `${r.Plz} ${r.Ort}` },
      { label: L('Foto', 'Photo'), value: (r, lang) => yesNo(r.HatFoto, lang) },
      { label: L('Aktiv', 'Active'), value: (r, lang) => yesNo(r.Aktiv, lang) },
    ],
    createOnly: [text('ExterneId', 'Nummer', 'Number')],
    fields: () => [
      text('Vorname', 'Vorname', 'First name'),
      text('Nachname', 'Nachname', 'Last name'),
      text('Plz', 'Postleitzahl', 'Postcode'),
      text('Ort', 'Ort', 'Town'),
      active,
    ],
    noDelete: true,
  },
];
