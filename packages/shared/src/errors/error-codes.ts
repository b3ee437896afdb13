import { AGENCY_ADMIN_ERRORS } from './agency-admin.errors.ts';
import { AGENCY_REPORTS_ERRORS } from './agency-reports.errors.ts';
import { AGENCY_SSO_ERRORS } from './agency-sso.errors.ts';
import { ANALYTICS_ERRORS } from './analytics.errors.ts';
import { CATALOGUE_ERRORS } from './catalogue.errors.ts';
import { CONTENT_ERRORS } from './content.errors.ts';

/**
 * Stable error codes with the user-facing texts of spec §8 (German, paraphrased there) and their
 * English equivalents. The API answers `{ code, message }` with the text in the request's
 * language; the SPA maps the same code to its own text, so a missing message never shows a code.
 */
export const ERRORS = {
  'common.technical': {
    status: 500,
    de: 'Es ist ein technischer Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
    en: 'A technical error occurred. Please try again later.',
  },
  'common.validation': {
    status: 400,
    de: 'Bitte prüfen Sie Ihre Eingaben.',
    en: 'Please check your input.',
  },
  'common.not_found': {
    status: 404,
    de: 'Ihre Anfrage konnte nicht verarbeitet werden.',
    en: 'Your request could not be processed.',
  },
  'common.rate_limited': {
    status: 429,
    de: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  'common.shutting_down': {
    status: 503,
    de: 'Der Dienst wird gerade neu gestartet. Bitte versuchen Sie es gleich noch einmal.',
    en: 'The service is restarting. Please try again in a moment.',
  },
  'common.unavailable': {
    status: 503,
    de: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    en: 'The service is unavailable at the moment. Please try again shortly.',
  },
  'common.network': {
    status: 0,
    de: 'Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung.',
    en: 'Network error. Please check your connection.',
  },
  'tenants.not_found': {
    status: 404,
    de: 'Dieses Empfehlungsprogramm gibt es nicht.',
    en: 'This referral programme does not exist.',
  },
  /** A preview token that is unknown, expired or another tenant's (decision 065): no draft, no live fallback. */
  'tenants.preview_invalid': {
    status: 403,
    de: 'Diese Vorschau ist abgelaufen oder ungültig. Bitte öffnen Sie die Vorschau in der Konsole neu.',
    en: 'This preview has expired or is invalid. Please open the preview again in the console.',
  },
  'auth.wrong_credentials': {
    status: 401,
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
    en: 'E-mail address or password is wrong.',
  },
  'auth.link_expired': {
    status: 401,
    de: 'Der Link ist abgelaufen. Bitte fordern Sie über „Passwort vergessen“ einen neuen Zugangslink an.',
    en: 'The link has expired. Please request a new access link via “Forgot password”.',
  },
  'auth.not_authorised': {
    status: 403,
    de: 'Sie sind für diese Aktion nicht berechtigt.',
    en: 'You are not authorised for this action.',
  },
  'auth.account_blocked': {
    status: 403,
    de: 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an den Support.',
    en: 'Your account is blocked. Please contact support.',
  },
  'auth.account_inaccessible': {
    status: 403,
    de: 'Ihr Konto ist derzeit nicht zugänglich. Bitte wenden Sie sich an den Support.',
    en: 'Your account is currently inaccessible. Please contact support.',
  },
  'auth.account_excluded': {
    status: 403,
    de: 'Mitarbeitende und Dienstleister dürfen nicht am Empfehlungsprogramm teilnehmen.',
    en: 'Employees and service providers may not take part in the referral programme.',
  },
  'auth.email_not_registered': {
    status: 404,
    de: 'Diese E-Mail-Adresse ist nicht registriert.',
    en: 'This e-mail address is not registered.',
  },
  'auth.token_used': {
    status: 401,
    de: 'Dieser Link wurde bereits zur Anmeldung verwendet.',
    en: 'This link has already been used to log in.',
  },
  'auth.login_required': {
    status: 401,
    de: 'Bitte melden Sie sich zuerst an.',
    en: 'Please log in first.',
  },
  'auth.too_many_attempts': {
    status: 429,
    de: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie, bevor Sie es erneut versuchen.',
    en: 'Too many failed sign-in attempts. Please wait before you try again.',
  },
  'accounts.password_change_failed': {
    status: 400,
    de: 'Fehler: Passwort konnte nicht geändert werden, versuchen sie es zu einem späteren Zeitpunkt nocheinmal.',
    en: 'Error: the password could not be changed, please try again later.',
  },
  'referrals.already_created': {
    status: 409,
    de: 'Diese Empfehlung wurde bereits erstellt.',
    en: 'This recommendation has already been created.',
  },
  'referrals.email_exists': {
    status: 409,
    de: 'Diese E-Mail-Adresse existiert bereits.',
    en: 'This e-mail address already exists.',
  },
  'referrals.data_unusable': {
    status: 422,
    de: 'Diese Daten können nicht verwendet werden. Bitte wenden Sie sich an den Support.',
    en: 'This data cannot be used. Please contact support.',
  },
  'referrals.invalid_email': {
    status: 400,
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    en: 'Please enter a valid e-mail address.',
  },
  'referrals.self_recommendation': {
    status: 400,
    de: 'Die E-Mail-Adresse darf nicht dieselbe, wie die der Empfehlung sein.',
    en: 'The e-mail address must not be the same as the recommendation’s.',
  },
  'referrals.terms_required': {
    status: 400,
    de: 'Die Zustimmung ist erforderlich, um fortzufahren.',
    en: 'Your consent is required to continue.',
  },
  'referrals.optin_pending': {
    status: 409,
    de: 'Die Empfehlung existiert bereits, Ihre E-Mail-Adresse ist aber noch nicht bestätigt. Nutzen Sie den Link aus unserer E-Mail oder lassen Sie ihn erneut senden.',
    en: 'The recommendation exists but your e-mail address is not confirmed yet. Use the link we mailed you or have it sent again.',
  },
  'referrals.not_found': {
    status: 404,
    de: 'Diese Empfehlung ist uns nicht bekannt.',
    en: 'We do not know this recommendation.',
  },
  'referrals.code_unknown': {
    status: 404,
    de: 'Diesen Empfehlungscode kennen wir nicht. Bitte prüfen Sie Ihre Eingabe.',
    en: 'We do not know this recommendation code. Please check what you entered.',
  },
  'referrals.expired': {
    status: 410,
    de: 'Diese Empfehlung ist abgelaufen.',
    en: 'This recommendation has expired.',
  },
  'referrals.module_off': {
    status: 404,
    de: 'Diese Funktion ist für dieses Programm nicht verfügbar.',
    en: 'This feature is not available in this programme.',
  },
  'referrals.optin_required': {
    status: 202,
    de: 'Ihre Empfehlung wurde erstellt. Bitte bestätigen Sie zuerst Ihre Teilnahme über den Link in unserer E-Mail, dann können Sie sie versenden.',
    en: 'Your recommendation was created. Please confirm your participation with the link we mailed you first, then you can send it.',
  },
  'recipients.expired': {
    status: 410,
    de: 'Ihre Empfehlung ist leider abgelaufen.',
    en: 'Unfortunately, your recommendation has expired.',
  },
  /** The link of a goodwill decision mail (/kulanzdanke) is unknown or too old. */
  'goodwill.link_invalid': {
    status: 404,
    de: 'Dieser Link ist ungültig oder abgelaufen. Bitte wenden Sie sich an den Support.',
    en: 'This link is invalid or has expired. Please contact support.',
  },
  'recipients.blocked': {
    status: 410,
    de: 'Diese Empfehlung ist leider nicht mehr möglich. Bitte wenden Sie sich an die Person, die Ihnen die Empfehlung geschickt hat.',
    en: 'Unfortunately, this recommendation is no longer possible. Please contact the person who sent it to you.',
  },
  'recipients.unauthorized': {
    status: 401,
    de: 'Ihr Zugang zu dieser Empfehlung ist ungültig. Bitte öffnen Sie den Empfehlungslink erneut.',
    en: 'Your access to this recommendation is not valid. Please open the recommendation link again.',
  },
  'recipients.data_required': {
    status: 409,
    de: 'Bitte bestätigen Sie zuerst Ihre Daten.',
    en: 'Please confirm your details first.',
  },
  'recipients.consent_required': {
    status: 409,
    de: 'Bitte stimmen Sie zuerst den Teilnahmebedingungen zu.',
    en: 'Please accept the terms of participation first.',
  },
  'recipients.no_reward': {
    status: 409,
    de: 'Für diese Empfehlung erhalten Sie keinen Prämienanteil, deshalb brauchen wir keine Bankdaten.',
    en: 'You receive no share of the reward for this recommendation, so we need no bank details.',
  },
  'recipients.pickup_link_unavailable': {
    status: 409,
    de: 'Ein Link zum Abholen kann nur verschickt werden, solange Ihr Prämienanteil bereitsteht, noch nicht gewählt ist und Sie kein Konto dafür angegeben haben.',
    en: 'A pickup link can only be sent while your share of the reward is ready, not yet chosen, and you have given no account for it.',
  },
  'recipients.pickup_link_limit': {
    status: 429,
    de: 'Sie haben in den letzten 24 Stunden schon drei Links zum Abholen angefordert. Bitte nutzen Sie den Link aus der letzten E-Mail oder fordern Sie morgen einen neuen an.',
    en: 'You have asked for three pickup links in the last 24 hours. Please use the link in the latest e-mail or ask for a new one tomorrow.',
  },
  'partner.unauthorized': {
    status: 401,
    de: 'Der API-Schlüssel fehlt oder ist ungültig.',
    en: 'The API key is missing or invalid.',
  },
  'partner.forbidden': {
    status: 403,
    de: 'Dieser API-Schlüssel ist für diesen Aufruf nicht freigeschaltet.',
    en: 'This API key is not permitted to make this call.',
  },
  'partner.dead_letter': {
    status: 422,
    de: 'Das Ereignis konnte nicht zugeordnet werden und wurde zur Prüfung abgelegt.',
    en: 'The event could not be applied and was kept for review.',
  },
  'rewards.already_chosen': {
    status: 409,
    de: 'Diese Prämie wurde bereits gewählt.',
    en: 'This reward has already been chosen.',
  },
  'rewards.not_ready': {
    status: 409,
    de: 'Diese Prämie steht noch nicht zur Abholung bereit.',
    en: 'This reward is not ready to be collected yet.',
  },
  'rewards.expired': {
    status: 409,
    de: 'Diese Prämie ist verfallen, weil sie nicht rechtzeitig abgeholt wurde.',
    en: 'This reward has expired because it was not collected in time.',
  },
  'rewards.token_invalid': {
    status: 401,
    de: 'Der Prämien-Link ist ungültig oder abgelaufen. Bitte wenden Sie sich an den Support.',
    en: 'The reward link is invalid or has expired. Please contact support.',
  },
  'rewards.bankdata_link_required': {
    status: 403,
    de: 'Die Bankdaten konnten nicht gespeichert werden. Bitte nutzen Sie den Link aus Ihrer E-Mail.',
    en: 'Your bank details could not be saved. Please use the link from your e-mail.',
  },
  'rewards.pickup_link_required': {
    status: 403,
    de: 'Ihre Prämie können Sie nur über den Link aus Ihrer E-Mail abholen.',
    en: 'You can only collect your reward through the link from your e-mail.',
  },
  'agency.module_off': {
    status: 404,
    de: 'Den Agenturbereich gibt es für dieses Programm nicht.',
    en: 'This programme has no agency area.',
  },
  'agency.login_required': {
    status: 401,
    de: 'Bitte melden Sie sich mit Ihrem Agenturkonto an.',
    en: 'Please sign in with your agency account.',
  },
  'agency.sso_failed': {
    status: 401,
    de: 'Die Anmeldung mit Ihrem Agenturkonto ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    en: 'Signing in with your agency account failed. Please try again.',
  },
  'agency.unknown_agency': {
    status: 403,
    de: 'Ihr Konto ist keiner Agentur dieses Programms zugeordnet. Bitte wenden Sie sich an den Support.',
    en: 'Your account belongs to no agency of this programme. Please contact support.',
  },
  'agency.user_inactive': {
    status: 403,
    de: 'Ihr Agenturzugang ist deaktiviert. Bitte wenden Sie sich an Ihre Agentur.',
    en: 'Your agency access is deactivated. Please contact your agency.',
  },
  'captcha.required': {
    status: 400,
    de: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
    en: 'Please confirm that you are not a robot.',
  },
  'captcha.invalid': {
    status: 400,
    de: 'Die Sicherheitsprüfung ist falsch oder abgelaufen. Bitte versuchen Sie es erneut.',
    en: 'The security check is wrong or has expired. Please try again.',
  },
  'share.app_missing': {
    status: 0,
    de: 'Die Messenger-App ist auf diesem Gerät nicht installiert.',
    en: 'The messenger app is not installed on this device.',
  },
  ...AGENCY_SSO_ERRORS,
  ...AGENCY_REPORTS_ERRORS,
  ...AGENCY_ADMIN_ERRORS,
  ...CATALOGUE_ERRORS,
  ...CONTENT_ERRORS,
  ...ANALYTICS_ERRORS,
} as const satisfies Record<string, { status: number; de: string; en: string }>;

export type ErrorCode = keyof typeof ERRORS;
export type Language = 'de' | 'en';
export const LANGUAGES: readonly Language[] = ['de', 'en'];
export const DEFAULT_LANGUAGE: Language = 'de';

export function errorMessage(code: ErrorCode, lang: Language = DEFAULT_LANGUAGE): string {
  return ERRORS[code][lang];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}
