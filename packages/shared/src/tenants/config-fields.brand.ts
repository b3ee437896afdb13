import { type FieldDescription, field } from './config-field-kinds.ts';

const text = (de: string, en: string, helpDe = '', helpEn = '') => field('text', [de, en], [helpDe, helpEn]);
const colour = (de: string, en: string, helpDe: string, helpEn: string) =>
  field('colour', [de, en], [`Hex-Farbe wie #a8005a. ${helpDe}`, `Hex colour like #a8005a. ${helpEn}`]);
const sw = (de: string, en: string, helpDe: string, helpEn: string) =>
  field('switch', [de, en], [helpDe, helpEn]);
const breakpoint = (name: string) =>
  field(
    'number',
    [`Breakpoint ${name} (px)`, `Breakpoint ${name} (px)`],
    ['Ab dieser Fensterbreite gilt das Layout.', 'The layout applies from this window width on.'],
  );
/**
 * A breakpoint's two key visual files (spec §3 `Brand.KeyVisual`). The help says what applies: an
 * image uploaded in the content screen (cropped round its focal point) takes precedence on the
 * start page; these files show without one, and mails use the md JPEG.
 */
const keyVisualFiles = (bp: string) =>
  Object.fromEntries(
    (['webp', 'jpeg'] as const).map((format) => {
      const name = format === 'webp' ? 'WebP' : 'JPEG';
      return [
        `Brand.KeyVisual.${bp}.${format}`,
        field(
          'text',
          [`Key-Visual ${bp}: ${name}-Datei`, `Key visual ${bp}: ${name} file`],
          [
            `Pfad oder Adresse der ${name}-Fassung ab Breakpoint ${bp}, z. B. /brands/marke/kv-${bp}.${format === 'webp' ? 'webp' : 'jpg'}. Gilt auf der Startseite nur, solange unter „Inhalte → Titelbild“ kein Bild hochgeladen ist.`,
            `Path or address of the ${name} version from breakpoint ${bp} on, e.g. /brands/brand/kv-${bp}.${format === 'webp' ? 'webp' : 'jpg'}. Applies on the start page only while no image is uploaded under “Content → Key visual”.`,
          ],
        ),
      ];
    }),
  ) as Record<string, FieldDescription>;
const imprint = (de: string, en: string) =>
  text(de, en, 'Im Impressum (/impressum).', 'In the imprint (/impressum).');
const issuer = (de: string, en: string, helpDe = 'Auf den Gutschriften der Agenturen.') =>
  text(de, en, helpDe, 'On the agencies’ credit notes.');

/** Brand (spec §3): name, language, look, tracking, sharing, pages, imprint. */
export const BRAND_FIELDS: Record<string, FieldDescription> = {
  'Brand.Name': text(
    'Name der Marke',
    'Brand name',
    'So heißt die Marke auf allen Seiten.',
    'The brand’s name on every page.',
  ),
  'Brand.Language': field(
    'select',
    ['Standardsprache', 'Default language'],
    [
      'Die Seiten gibt es auf Deutsch und Englisch; Rückfall ist immer Deutsch.',
      'The pages exist in German and English; German is always the fallback.',
    ],
    {
      options: [
        { value: 'de', de: 'Deutsch', en: 'German' },
        { value: 'en', de: 'Englisch', en: 'English' },
      ],
    },
  ),
  'Brand.ThemePath': field(
    'text',
    ['Theme-Stylesheet', 'Theme stylesheet'],
    [
      'Pfad eines Stylesheets der Portal-Adresse, z. B. /brands/marke/theme.css; leer: keines.',
      'Path of a stylesheet on the portal’s address, e.g. /brands/brand/theme.css; empty: none.',
    ],
  ),
  'Brand.ApiRoute': field(
    'fixed',
    ['API-Route (Schlüssel)', 'API route (key)'],
    ['Wird beim Anlegen vergeben und bleibt.', 'Given at creation; it stays.'],
  ),
  'Brand.LogoUrl': field(
    'url',
    ['Logo-Adresse', 'Logo address'],
    ['Bild des Logos im Kopf der Seiten.', 'Image of the logo in the page header.'],
  ),
  'Brand.SupportEmail': field(
    'email',
    ['E-Mail-Adresse des Supports', 'Support e-mail address'],
    ['Steht auf Seiten und in E-Mails für Rückfragen.', 'Shown on pages and in e-mails for questions.'],
  ),
  'Brand.Anrede': field(
    'select',
    ['Anrede auf Deutsch', 'German form of address'],
    [
      'Wie Seiten und E-Mails die Menschen ansprechen; ohne Angabe „Sie“.',
      'How pages and e-mails address people; “Sie” when not set.',
    ],
    {
      options: [
        { value: 'Sie', de: 'Sie', en: 'Sie (formal)' },
        { value: 'du', de: 'du', en: 'du (informal)' },
      ],
    },
  ),
  'Brand.Colors.primary': colour(
    'Primärfarbe',
    'Primary colour',
    'Schaltflächen und Links.',
    'Buttons and links.',
  ),
  'Brand.Colors.primaryContrast': colour(
    'Text auf Primärfarbe',
    'Text on primary colour',
    'Schrift auf Schaltflächen.',
    'Text on buttons.',
  ),
  'Brand.Colors.secondary': colour(
    'Sekundärfarbe',
    'Secondary colour',
    'Flächen ohne Text.',
    'Surfaces without text.',
  ),
  'Brand.Colors.text': colour('Textfarbe', 'Text colour', 'Fließtext.', 'Body text.'),
  'Brand.Colors.background': colour('Hintergrund', 'Background', 'Seitenhintergrund.', 'Page background.'),
  'Brand.Tracking.{env}.id': field(
    'number',
    ['Tracking-ID', 'Tracking ID'],
    ['Kennung der Seite im Webanalyse-Dienst.', 'The site’s ID in the web analytics service.'],
  ),
  'Brand.Tracking.{env}.endpoint': field(
    'url',
    ['Tracking-Adresse', 'Tracking address'],
    ['Adresse des Webanalyse-Dienstes.', 'Address of the web analytics service.'],
  ),
  'Brand.ReferralLinkDomain.{env}': field(
    'text',
    ['Domain der Empfehlungslinks', 'Referral link domain'],
    ['Kurzlinks zeigen auf diese Domain.', 'Short links point to this domain.'],
  ),
  'Brand.ConsentManager.{env}': field(
    'select',
    ['Cookie-Einwilligung', 'Cookie consent'],
    [
      'Eigener Dialog des Portals oder ein Dienst der Partnerseite.',
      'The portal’s own dialog or a service of the partner’s site.',
    ],
    {
      options: [
        { value: 'internal', de: 'Portal (eigener Dialog)', en: 'Portal (own dialog)' },
        { value: 'external', de: 'Partnerseite', en: 'Partner’s site' },
      ],
    },
  ),
  ...keyVisualFiles('xl'),
  ...keyVisualFiles('lg'),
  ...keyVisualFiles('md'),
  ...keyVisualFiles('sm'),
  'Brand.Breakpoints.xl': breakpoint('xl'),
  'Brand.Breakpoints.lg': breakpoint('lg'),
  'Brand.Breakpoints.md': breakpoint('md'),
  'Brand.Breakpoints.sm': breakpoint('sm'),
  'Brand.Breakpoints.sx': breakpoint('sx'),
  'Brand.ProductApi': field(
    'select',
    ['Produktkatalog', 'Product catalogue'],
    ['Woher die Produkte und Prämien kommen.', 'Where products and rewards come from.'],
    {
      options: [
        { value: 'telekom', de: 'Telekommunikation (Tarife)', en: 'Telecoms (tariffs)' },
        { value: 'banking', de: 'Banking', en: 'Banking' },
        { value: 'partner', de: 'Vertriebspartner', en: 'Sales partner' },
      ],
    },
  ),
  'Brand.Features.FriendlyCaptcha': sw(
    'Captcha (ALTCHA) in Formularen',
    'Captcha (ALTCHA) in forms',
    'Empfehlungs- und Einladungsformulare verlangen die ALTCHA-Prüfung.',
    'Referral and invitation forms require the ALTCHA check.',
  ),
  'Brand.Features.Banknote': sw(
    'Prämie als Geldschein zeigen',
    'Show the reward as a banknote',
    'Die Prämie erscheint auf einem gezeichneten Geldschein.',
    'The reward appears on a drawn banknote.',
  ),
  'Brand.Features.BountyNotice': sw(
    'Prämie der empfohlenen Person nennen',
    'Name the referred person’s reward',
    'Startseite und Formular nennen, was die empfohlene Person erhält.',
    'Start page and form say what the referred person gets.',
  ),
  'Brand.Features.CallToAction': sw(
    'Schaltfläche „Empfehlung starten“',
    '“Start referral” button',
    'Auf der Startseite.',
    'On the start page.',
  ),
  'Brand.Features.FooterText': sw(
    'Text im Fußbereich',
    'Footer text',
    'Der Text „footer.text“ der Marke (Abschnitt Texte).',
    'The brand’s text “footer.text” (Texts section).',
  ),
  'Brand.Features.ExitIntent': sw(
    'Hinweis beim Verlassen',
    'Notice on leaving',
    'Ein Dialog, wenn die Maus die Startseite verlässt.',
    'A dialog when the mouse leaves the start page.',
  ),
  'Brand.ShareTemplates.subject': field(
    'localized',
    ['Betreff der Teilen-Nachricht', 'Share message subject'],
    [
      'Platzhalter: {client}, {link}, {reward}, {firstname}, {lastname}.',
      'Placeholders: {client}, {link}, {reward}, {firstname}, {lastname}.',
    ],
  ),
  'Brand.ShareTemplates.body': field(
    'localized',
    ['Text der Teilen-Nachricht', 'Share message text'],
    ['{reward} nennt die Prämie der empfohlenen Person.', '{reward} names the referred person’s reward.'],
  ),
  'Brand.ShareTemplates.bodyNoReward': field(
    'localized',
    ['Text ohne Prämie', 'Text without a reward'],
    [
      'Wenn die empfohlene Person nichts erhält; leer: Standardtext.',
      'When the referred person gets nothing; empty: default text.',
    ],
  ),
  'Brand.NavLinks': field(
    'list',
    ['Navigationslinks', 'Navigation links'],
    ['Links im Kopf der Seiten.', 'Links in the page header.'],
  ),
  'Brand.NavLinks.*.label': field(
    'localized',
    ['Linktext', 'Link text'],
    ['So steht der Link im Kopf.', 'The link as the header shows it.'],
  ),
  'Brand.NavLinks.*.href': field('text', ['Ziel', 'Target'], ['Adresse oder Pfad.', 'Address or path.']),
  'Brand.TermsPdfUrl': field(
    'text',
    ['Teilnahmebedingungen (PDF)', 'Terms (PDF)'],
    ['Adresse oder Pfad der PDF-Datei.', 'Address or path of the PDF file.'],
  ),
  'Brand.SecurityUrl': field(
    'text',
    ['Sicherheitshinweise', 'Security notes'],
    ['Adresse oder Pfad.', 'Address or path.'],
  ),
  'Brand.FrameOrigins': field(
    'list',
    ['Erlaubte einbettende Websites', 'Sites allowed to embed'],
    [
      'Origins wie https://www.partner.de, die das Portal einbetten dürfen.',
      'Origins like https://www.partner.com allowed to embed the portal.',
    ],
    { item: 'url' },
  ),
  'Brand.CategoryPages': field(
    'list',
    ['Kategorieseiten', 'Category pages'],
    ['Seiten je Produktkategorie.', 'Pages per product category.'],
  ),
  'Brand.CategoryPages.*.Path': text('Pfad', 'Path', 'z. B. /handytarife.', 'e.g. /handytarife.'),
  'Brand.CategoryPages.*.Titel': text('Titel', 'Title', 'Überschrift der Seite.', 'The page’s heading.'),
  'Brand.CategoryPages.*.Breadcrumb': field(
    'list',
    ['Brotkrumen', 'Breadcrumb'],
    ['Von oben nach unten.', 'From top to bottom.'],
    { item: 'text' },
  ),
  'Brand.CategoryPages.*.MetaDescription': text(
    'Seitenbeschreibung',
    'Page description',
    'Für Suchmaschinen.',
    'For search engines.',
  ),
  'Brand.CategoryPages.*.Quelle': text(
    'Produktquelle',
    'Product source',
    'Parameter quelle des Produktkatalogs.',
    'The product catalogue’s quelle parameter.',
  ),
  'Brand.CategoryPages.*.Kategorie': text(
    'Produktkategorie',
    'Product category',
    'Parameter kategorie des Produktkatalogs.',
    'The product catalogue’s kategorie parameter.',
  ),
  'Brand.MetaDescription': field(
    'localized',
    ['Seitenbeschreibung', 'Page description'],
    [
      'Für Suchmaschinen, wo eine Seite keine eigene hat.',
      'For search engines where a page has none of its own.',
    ],
  ),
  'Brand.Imprint.Operator': imprint('Betreiber', 'Operator'),
  'Brand.Imprint.Street': imprint('Straße', 'Street'),
  'Brand.Imprint.PostalCode': imprint('PLZ', 'Postcode'),
  'Brand.Imprint.City': imprint('Ort', 'City'),
  'Brand.Imprint.Country': imprint('Land', 'Country'),
  'Brand.Imprint.Representatives': imprint('Vertreten durch', 'Represented by'),
  'Brand.Imprint.Register': imprint('Registereintrag', 'Register entry'),
  'Brand.Imprint.VatId': imprint('USt-IdNr.', 'VAT ID'),
  'Brand.Imprint.Phone': imprint('Telefon', 'Phone'),
  'Brand.Imprint.Email': imprint('E-Mail', 'E-mail'),
  'Brand.CreditNoteIssuer.Name': issuer('Name des Ausstellers', 'Issuer name'),
  'Brand.CreditNoteIssuer.Street': issuer('Straße des Ausstellers', 'Issuer street'),
  'Brand.CreditNoteIssuer.PostalCode': issuer('PLZ des Ausstellers', 'Issuer postcode'),
  'Brand.CreditNoteIssuer.City': issuer('Ort des Ausstellers', 'Issuer city'),
  'Brand.CreditNoteIssuer.Country': issuer('Land des Ausstellers', 'Issuer country'),
  'Brand.CreditNoteIssuer.TaxNumber': issuer(
    'Steuernummer',
    'Tax number',
    'Darf leer sein, wenn die USt-IdNr. angegeben ist.',
  ),
  'Brand.CreditNoteIssuer.VatId': issuer(
    'USt-IdNr. des Ausstellers',
    'Issuer VAT ID',
    'Nötig, wo die Provision im Reverse-Charge läuft.',
  ),
};
