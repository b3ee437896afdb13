import { config } from 'zod/v4/core';

/**
 * zod as the web app's builds resolve it (`resolve.alias` in the Vite configs): configured where it
 * loads, so zod stays out of any page that parses nothing. zod compiles object parsers with
 * `new Function` where it may and probes for that on the first parse; the CSP allows no eval, and
 * the probe alone is reported as a violation.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
