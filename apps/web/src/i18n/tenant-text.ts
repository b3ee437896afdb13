import { i18n } from './i18n.ts';

/** Looks a tenant text up by key, else keeps the German text the API sent. */
export type TenantText = (key: string, german: string) => string;

/**
 * A catalogue, campaign or category page text in the current language: the tenant's texts of that
 * language (content/getlanguagecontent, keys of shared tenant-text-keys) where they have it, else
 * the German the API sent (spec §1: de is the fallback).
 */
export const tenantText: TenantText = (key, german) => i18n.t(key, { defaultValue: german });

/** The API's German as it is: for tests and callers that translate nothing. */
export const germanText: TenantText = (_key, german) => german;
