import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
// @ts-expect-error: a plain ES module of the test command, without types
import { checkWebLayers, importsOf } from './web-layers.mjs';

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** A project with the given files, each path under apps/web/src; removed when the test ends. */
function project(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'kwk-web-layers-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) write(path.join(root, 'apps/web/src', name), text);
  return root;
}

/** The one file `from` importing `to` (paths under apps/web/src); answers the violations. */
function importing(from: string, to: string) {
  const spec = path.posix.relative(path.posix.dirname(from), to);
  return checkWebLayers(
    project({
      [from]: `import { x } from '${spec.startsWith('.') ? spec : `./${spec}`}';\n`,
      [to]: 'export const x = 1;\n',
    }),
  );
}

describe('web layers (decision 077)', () => {
  it.each([
    ['ui/button.tsx', 'lib/api-client.ts'],
    ['lib/api-client.ts', 'i18n/i18n.ts'],
    ['features/rewards/reward-list.tsx', 'ui/app-link.tsx'],
    ['features/rewards/components/reward-list.tsx', 'features/rewards/api/get-rewards.ts'],
    ['app/layout/root-layout.tsx', 'features/consent/use-consent.ts'],
    ['routes/home.tsx', 'app/router.tsx'],
    ['main.tsx', 'routes/route-modules.ts'],
    ['main.tsx', 'styles/base.css'],
    ['app/layout/host-bridge.ts', 'widget/protocol.ts'],
    ['console/features/a/a-screen.tsx', 'ui/charts/bar-chart.tsx'],
    ['features/my-data/form.test.tsx', 'test/stub-api.ts'],
    ['test/console-routes.ts', 'console/lib/console-session.ts'],
  ])('lets %s import %s', (from, to) => {
    expect(importing(from, to)).toEqual([]);
  });

  it.each([
    ['ui/button.tsx', 'features/accounts/use-session.ts', 'ui/ is below features/'],
    ['lib/use-x.ts', 'ui/app-link.tsx', 'lib/ is below ui/'],
    ['i18n/i18n.ts', 'lib/cookies.ts', 'i18n/ is below lib/'],
    ['features/rewards/components/list.tsx', 'app/use-mandant.ts', 'features/ is below app/'],
    ['app/router.tsx', 'routes/route-modules.ts', 'app/ is below routes/'],
    [
      'features/catalogue/cards.ts',
      'features/referrals/api/get-campaigns.ts',
      'a feature imports no other feature',
    ],
    ['console/features/a/a.tsx', 'features/consent/use-consent.ts', 'the console imports only the base'],
    ['ui/x.tsx', 'console/ui/y.tsx', 'the portal does not import the operator console'],
    ['features/a/a.tsx', 'styles/forms.css', 'styles/ is the global stylesheet'],
    ['widget/embed.ts', 'lib/is-framed.ts', "widget/ is the host page's own script"],
    ['features/a/a.tsx', 'widget/protocol.ts', 'only app/, routes/ and the entry use widget/'],
    ['lib/cookies.ts', 'test/stub-api.ts', 'only test files import the test helpers'],
    ['lib/cookies.test.ts', 'features/a/a.ts', 'lib/ is below features/'],
    ['lib/a.ts', 'newplace/b.ts', 'newplace/ has no place in the layers yet'],
  ])('refuses %s importing %s', (from, to, reason) => {
    const violations = importing(from, to);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain(`apps/web/src/${from}: imports ${to}`);
    expect(violations[0]).toContain(reason);
    expect(violations[0]).toContain('decision 077');
  });

  it('reads type imports, re-exports, side-effect imports and lazy imports alike', () => {
    const src = [
      "import type { A } from '../app/a.ts';",
      "export { b } from './b.ts';",
      "import './c.css';",
      "const d = () => import('../routes/d.tsx');",
      "import { useState } from 'react';",
    ].join('\n');
    expect(importsOf(src).sort()).toEqual(['../app/a.ts', '../routes/d.tsx', './b.ts', './c.css']);
  });

  it('fails the module check with one line per violation', () => {
    const root = project({
      'features/a/a.ts': "import { b } from '../b/b.ts';\nexport const a = b;\n",
      'features/b/b.ts': 'export const b = 1;\n',
    });
    const run = spawnSync(process.execPath, [path.join(import.meta.dirname, 'web-layers.mjs'), root], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('✖ apps/web/src/features/a/a.ts: imports features/b/b.ts');
    expect(run.stdout).toContain('web layers: 1 violations');
  });
});
