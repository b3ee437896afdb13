import type { OperatorRight } from '@kwk/shared/operator/operator-rights';
import type { ComponentType } from 'react';

/**
 * The console's screens, one row each: its path, its name in the navigation, the right that
 * opens it (the server checks every call again), and its code, loaded when first opened. The
 * navigation shows the rows the operator's rights open, in this order: support's daily work
 * first, then the programme's configuration, its operation, and the operators themselves.
 */
export interface ConsoleScreen {
  path: string;
  title: { de: string; en: string };
  right: OperatorRight | 'signedIn';
  load: () => Promise<{ default: ComponentType }>;
  /** A screen reached from another (a detail, a form): routed, but not in the navigation. */
  hidden?: true;
}

export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  {
    path: '/',
    title: { de: 'Übersicht', en: 'Overview' },
    right: 'signedIn',
    load: () => import('../features/overview/overview-screen.tsx'),
  },
  {
    path: '/support',
    title: { de: 'Support', en: 'Support' },
    right: 'support.read',
    load: () => import('../features/support/support-search-screen.tsx'),
  },
  {
    path: '/support/empfehlung/:id',
    title: { de: 'Empfehlung', en: 'Referral' },
    right: 'support.read',
    load: () => import('../features/support/referral-screen.tsx'),
    hidden: true,
  },
  {
    path: '/kulanz',
    title: { de: 'Kulanzfälle', en: 'Goodwill cases' },
    right: 'goodwill.decide',
    load: () => import('../features/cases/goodwill-screen.tsx'),
  },
  {
    path: '/kulanz-freigaben',
    title: { de: 'Kulanz-Freigaben', en: 'Goodwill approvals' },
    right: 'goodwillApprovals.read',
    load: () => import('../features/cases/goodwill-approval-screen.tsx'),
  },
  {
    path: '/betrug',
    title: { de: 'Betrugsprüfung', en: 'Fraud review' },
    right: 'fraud.review',
    load: () => import('../features/fraud/fraud-screen.tsx'),
  },
  {
    path: '/ausschluesse',
    title: { de: 'Ausschlussliste', en: 'Exclusion list' },
    right: 'exclusions.manage',
    load: () => import('../features/cases/exclusions-screen.tsx'),
  },
  {
    path: '/datenanfragen',
    title: { de: 'Datenanfragen', en: 'Data-subject requests' },
    right: 'dataRequests.export',
    load: () => import('../features/cases/data-requests-screen.tsx'),
  },
  {
    path: '/gutscheine',
    title: { de: 'Gutscheine', en: 'Vouchers' },
    right: 'vouchers.read',
    load: () => import('../features/vouchers/vouchers-screen.tsx'),
  },
  {
    path: '/mandanten',
    title: { de: 'Mandanten', en: 'Tenants' },
    right: 'tenants.read',
    load: () => import('../features/tenants/tenants-list-screen.tsx'),
  },
  {
    path: '/mandanten/neu',
    title: { de: 'Neuer Mandant', en: 'New tenant' },
    right: 'tenants.edit',
    load: () => import('../features/tenants/tenant-create-screen.tsx'),
    hidden: true,
  },
  {
    path: '/mandanten/:key',
    title: { de: 'Mandant', en: 'Tenant' },
    right: 'tenants.read',
    load: () => import('../features/tenants/tenant-edit-screen.tsx'),
    hidden: true,
  },
  {
    path: '/inhalte',
    title: { de: 'Inhalte', en: 'Content' },
    right: 'tenants.read',
    load: () => import('../features/content/content-screen.tsx'),
  },
  {
    path: '/einwilligungen',
    title: { de: 'Einwilligungen', en: 'Consent' },
    right: 'tenants.read',
    load: () => import('../features/consent/consent-screen.tsx'),
  },
  {
    path: '/katalog',
    title: { de: 'Katalog', en: 'Catalogue' },
    right: 'catalogue.edit',
    load: () => import('../features/catalogue/catalogue-screen.tsx'),
  },
  {
    path: '/auszahlungen',
    title: { de: 'Auszahlungen', en: 'Payouts' },
    right: 'payouts.prepare',
    load: () => import('../features/payouts/payouts-screen.tsx'),
  },
  {
    path: '/unzustellbar',
    title: { de: 'Unzustellbare Partner-Events', en: 'Dead letters' },
    right: 'deadLetters.replay',
    load: () => import('../features/dead-letters/dead-letters-screen.tsx'),
  },
  {
    path: '/partner-schluessel',
    title: { de: 'Partner-Schlüssel', en: 'Partner keys' },
    right: 'partnerKeys.read',
    load: () => import('../features/partner-keys/partner-keys-screen.tsx'),
  },
  {
    path: '/webhooks',
    title: { de: 'Webhooks', en: 'Webhooks' },
    right: 'webhooks.read',
    load: () => import('../features/webhooks/webhooks-screen.tsx'),
  },
  {
    path: '/postausgang',
    title: { de: 'Postausgang', en: 'Outbox' },
    right: 'mail.outbox',
    load: () => import('../features/outbox/outbox-screen.tsx'),
  },
  {
    path: '/zahlen',
    title: { de: 'Zahlen', en: 'Figures' },
    right: 'figures.read',
    load: () => import('../features/figures/figures-screen.tsx'),
  },
  {
    path: '/steuer',
    title: { de: 'Steuer-Export', en: 'Tax export' },
    right: 'tax.export',
    load: () => import('../features/tax/tax-export-screen.tsx'),
  },
  {
    path: '/protokoll',
    title: { de: 'Audit-Protokoll', en: 'Audit log' },
    right: 'audit.read',
    load: () => import('../features/audit/audit-screen.tsx'),
  },
  {
    path: '/betreiber',
    title: { de: 'Betreiber', en: 'Operators' },
    right: 'operators.read',
    load: () => import('../features/operators/operators-screen.tsx'),
  },
  {
    path: '/zugang',
    title: { de: 'Mein Zugang', en: 'My access' },
    right: 'signedIn',
    load: () => import('../features/operators/my-access-screen.tsx'),
  },
];

export const screensFor = (rights: readonly string[]) =>
  CONSOLE_SCREENS.filter((s) => !s.hidden && (s.right === 'signedIn' || rights.includes(s.right)));
