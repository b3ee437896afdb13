import type { Language } from '@kwk/shared/errors/error-codes';
import { i18n } from '../../../i18n/i18n.ts';

/**
 * The agency area's texts, namespace `agency`, loaded with the area (never in the start bundle).
 * Two files per language keep the reports' texts (`agency.*.json`: shell, signIn, reports, orders,
 * dashboard, statistics, rewards) apart from the administration's (`admin.*.json`: invite,
 * registration, employees, masterData, rewardPlans, statements, employeeRecommend).
 */
export async function loadAgencyTexts(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'agency')) return;
  const [reports, admin] =
    language === 'en'
      ? await Promise.all([import('./agency.en.json'), import('./admin.en.json')])
      : await Promise.all([import('./agency.de.json'), import('./admin.de.json')]);
  i18n.addResourceBundle(language, 'agency', { ...reports.default, ...admin.default }, true, true);
}
