import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimReactRouter } from './react-router-alias.ts';

describe('React Router trimmed for the bundle', () => {
  it('drops top-level component names and marks top-level forwardRef components pure, nothing else', () => {
    const source = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'DataRouterContext.displayName = "DataRouter";',
      'function useFetcher() {',
      '    let FetcherForm2 = React10.forwardRef(render);',
      '    FetcherForm2.displayName = "fetcher.Form";',
      '}',
      'var name = element.displayName;',
    ].join('\n');
    const { code, names, components } = trimReactRouter(source);
    expect({ names, components }).toEqual({ names: 2, components: 1 });
    expect(code.split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      '',
      'function useFetcher() {',
      '    let FetcherForm2 = React10.forwardRef(render);',
      '    FetcherForm2.displayName = "fetcher.Form";',
      '}',
      'var name = element.displayName;',
    ]);
  });

  it('finds both shapes in the installed React Router (the build fails without them)', () => {
    const dir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
    const production = path.join(dir, 'dist/production');
    const chunks = [
      ...readFileSync(path.join(production, 'index.mjs'), 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g),
    ];
    let names = 0;
    let components = 0;
    for (const [, chunk] of chunks) {
      const trimmed = trimReactRouter(readFileSync(path.join(production, chunk!), 'utf8'));
      names += trimmed.names;
      components += trimmed.components;
    }
    expect(names).toBeGreaterThan(10);
    expect(components).toBe(3); // Link, NavLink, Form
  });
});
