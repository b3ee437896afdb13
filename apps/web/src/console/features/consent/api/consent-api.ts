import {
  CONSENT_CONSOLE_PATHS,
  type ConsentCategoryBody,
  type ConsentCategoryChange,
  type ConsoleConsentCategory,
} from '@kwk/shared/analytics/consent-console.schemas';
import { consoleFetch } from '../../../lib/console-api.ts';

/** A path of the contract with the tenant (and the category) filled in, without the leading slash. */
const at = (template: string, key: string, identifier = '') =>
  template
    .replace(':key', encodeURIComponent(key))
    .replace(':identifier', encodeURIComponent(identifier))
    .replace(/^\//, '');

/** Where a tenant's registry is read (the screen loads it with `useConsoleQuery`). */
export const categoriesPath = (tenant: string) => at(CONSENT_CONSOLE_PATHS.categories, tenant);
export const createCategory = (tenant: string, body: ConsentCategoryBody) =>
  consoleFetch<ConsoleConsentCategory>(at(CONSENT_CONSOLE_PATHS.categories, tenant), {
    method: 'POST',
    body,
  });
export const saveCategory = (tenant: string, identifier: string, body: ConsentCategoryChange) =>
  consoleFetch<ConsoleConsentCategory>(at(CONSENT_CONSOLE_PATHS.category, tenant, identifier), {
    method: 'PUT',
    body,
  });
export const deleteCategory = (tenant: string, identifier: string) =>
  consoleFetch<void>(at(CONSENT_CONSOLE_PATHS.category, tenant, identifier), { method: 'DELETE' });
