import path from 'node:path';

/** `zod` in the web builds: the module that configures it for the CSP (src/lib/zod-jitless.ts). */
export const zodAlias = [
  { find: /^zod$/, replacement: path.join(import.meta.dirname, '../src/lib/zod-jitless.ts') },
];
