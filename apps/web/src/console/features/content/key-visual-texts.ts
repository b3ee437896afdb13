import {
  KEY_VISUAL_MAX_BYTES,
  KEY_VISUAL_MIN_HEIGHT,
  KEY_VISUAL_MIN_WIDTH,
} from '@kwk/shared/content/cms.schemas';

const MB = KEY_VISUAL_MAX_BYTES / (1024 * 1024);

/** The key visual section's texts (issue 29 #3: focal point, all four breakpoints, alt text per upload). */
export const KEY_VISUAL_TEXTS = {
  de: {
    heading: 'Titelbild',
    intro: `Das Bild oben auf der Startseite. JPEG, PNG oder WebP, mindestens ${KEY_VISUAL_MIN_WIDTH} × ${KEY_VISUAL_MIN_HEIGHT} Pixel, höchstens ${MB} MB. Jeder Breakpoint hat sein eigenes Seitenverhältnis: Der Server schneidet das Bild um den gewählten Bildmittelpunkt zu (WebP und JPEG).`,
    loading: 'Wird geladen …',
    none: 'Noch kein Titelbild hochgeladen.',
    current: 'Aktuelles Titelbild in allen vier Breakpoints',
    original: 'Original: {w} × {h} Pixel, Bildmittelpunkt {x} % / {y} %, aktualisiert {at}',
    newPicture: 'Neues Titelbild hochladen',
    file: 'Bilddatei',
    focusX: 'Bildmittelpunkt waagrecht (%)',
    focusY: 'Bildmittelpunkt senkrecht (%)',
    focusHint:
      'Was in jedem Zuschnitt sichtbar bleiben soll, z. B. der Text eines Banners. Auch per Klick ins Bild.',
    chosen: 'Vorschau des Zuschnitts vor dem Hochladen',
    pickFocus: 'Bildmittelpunkt im Bild wählen',
    breakpoint: '{bp}: ab {min} px, {w} × {h} Pixel',
    altDe: 'Alternativtext (Deutsch)',
    altEn: 'Alternativtext (Englisch)',
    altHint: 'Was das Bild zeigt, für Screenreader.',
    altNewHint: 'Was das neue Bild zeigt, für Screenreader. Pflicht bei jedem neuen Bild.',
    upload: 'Hochladen',
    uploading: 'Wird hochgeladen und zugeschnitten …',
    uploaded:
      'Hochgeladen, als Entwurf: öffentlich nach „Veröffentlichen“. Die Vorschau zeigt die vier Zuschnitte des Servers.',
    tooLarge: `Die Datei ist zu groß: höchstens ${MB} MB.`,
    wrongType: 'Bitte eine JPEG-, PNG- oder WebP-Datei wählen.',
    saveAlt: 'Alternativtexte speichern',
    altSaved: 'Alternativtexte gespeichert, als Entwurf.',
    altOfCurrent: 'Alternativtexte des aktuellen Bildes',
  },
  en: {
    heading: 'Key visual',
    intro: `The picture at the top of the start page. JPEG, PNG or WebP, at least ${KEY_VISUAL_MIN_WIDTH} × ${KEY_VISUAL_MIN_HEIGHT} pixels, at most ${MB} MB. Each breakpoint has its own aspect ratio: the server cuts the picture around the focal point you choose (WebP and JPEG).`,
    loading: 'Loading …',
    none: 'No key visual uploaded yet.',
    current: 'The current key visual at all four breakpoints',
    original: 'Original: {w} × {h} pixels, focal point {x} % / {y} %, updated {at}',
    newPicture: 'Upload a new key visual',
    file: 'Image file',
    focusX: 'Focal point, horizontal (%)',
    focusY: 'Focal point, vertical (%)',
    focusHint:
      'What must stay visible in every cut, e.g. a banner’s text. You can also click into the picture.',
    chosen: 'Preview of the cuts before uploading',
    pickFocus: 'Choose the focal point in the picture',
    breakpoint: '{bp}: from {min} px, {w} × {h} pixels',
    altDe: 'Alternative text (German)',
    altEn: 'Alternative text (English)',
    altHint: 'What the picture shows, for screen readers.',
    altNewHint: 'What the new picture shows, for screen readers. Required with every new picture.',
    upload: 'Upload',
    uploading: 'Uploading and cutting …',
    uploaded: 'Uploaded as a draft: public with “Publish”. The preview shows the server’s four cuts.',
    tooLarge: `The file is too large: at most ${MB} MB.`,
    wrongType: 'Please choose a JPEG, PNG or WebP file.',
    saveAlt: 'Save alternative texts',
    altSaved: 'Alternative texts saved as a draft.',
    altOfCurrent: 'Alternative texts of the current picture',
  },
};
export type KeyVisualTexts = (typeof KEY_VISUAL_TEXTS)['de'];
