import { fyrst } from './tenants/fyrst.ts';
import { partner } from './tenants/partner.ts';
import { telko } from './tenants/telko.ts';

/** The demo tenants in seed order; the first is the default tenant for a Host that names none. */
export const DEMO_TENANTS = [fyrst, telko, partner];
