import { ROUTES } from '@kwk/shared/routes/route-table';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const TENANTS = ['fyrst', 'telko', 'partner'] as const;
export const LANGUAGES = ['de', 'en'] as const;

export const origin = (tenant: string) => `http://${tenant}.localhost:${E2E_PORT}`;

/** Sample values for the routes' path parameters. */
const SAMPLE_PARAMS: Record<string, string> = {
  adminLoginToken: 'demo-admin-token',
  produktId: '1',
  empfehlungsnummer: '100001',
  praemieid: '1',
};

export const PAGE_ROUTES = ROUTES.map((route) => ({
  ...route,
  href: route.path.replace(/:(\w+)/g, (_, key: string) => SAMPLE_PARAMS[key] ?? 'x'),
}));
