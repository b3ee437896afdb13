import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'module-graph.mjs');
let roots: string[] = [];
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

/** A project with the given files (paths under apps/server/src unless they start with e2e/, scripts/ or docs/). */
function project(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'kwk-module-graph-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, /^(e2e|scripts|docs)\//.test(name) ? name : `apps/server/src/${name}`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

const check = (root: string) => {
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout };
};

/** A template literal's interpolation as source text: `${expr}`. */
const interpolated = (expr: string) => ['$', '{', expr, '}'].join('');

/** Two modules that own a table each; `b` reads `a`'s table, through `a`'s public face. */
const base = {
  'modules/a/a.table.ts': "export const things = pgTable('things', {});\n",
  'modules/a/a.repository.ts':
    "import { things } from './a.table.ts';\nexport const add = (tx) => tx.insert(things);\n",
  'modules/a/a.api.ts':
    "export { things } from './a.table.ts';\nexport type { ARepo } from './a.repository.ts';\n",
  'modules/b/b.table.ts': "export const notes = pgTable('notes', {});\n",
  'modules/b/b.repository.ts':
    "import { things, type ARepo } from '../a/a.api.ts';\nexport const read = (tx) => tx.select().from(things);\n",
};

describe('the module rules check', () => {
  it('passes a graph without cycles, foreign writes or reaches into repositories', () => {
    expect(check(project(base))).toEqual({ code: 0, out: expect.stringContaining('0 violations') });
  });

  it('fails on an import that closes a cycle, type imports included', () => {
    const root = project({
      ...base,
      'modules/a/a.service.ts': "import type { Note } from '../b/b.api.ts';\n",
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('cycle: a <-> b');
  });

  it('fails on a write to another module’s table, by drizzle and by SQL text', () => {
    const root = project({
      ...base,
      'modules/b/b.repository.ts':
        "import { things } from '../a/a.api.ts';\nexport const w = (tx) => tx.update(things);\nexport const q = sql`delete from things where true`;\n",
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('modules/b/b.repository.ts: update(things) — a foreign write (owned by a)');
    expect(out).toContain('modules/b/b.repository.ts: delete from things — a foreign write (owned by a)');
  });

  it('fails on values taken from another module’s repository, on the composition root and on e2e reaching into the server', () => {
    const root = project({
      ...base,
      'modules/b/b.service.ts': "import { add, type ARepo } from '../a/a.repository.ts';\n",
      'modules/b/b.cli.ts': "import { createServices } from '../../app.ts';\n",
      'app.ts': 'export const createServices = () => ({});\n',
      'e2e/some.spec.ts': "import { x } from '../apps/server/src/modules/a/a.table.ts';\n",
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain("modules/b/b.service.ts: imports values from a's repository");
    expect(out).toContain('modules/b/b.cli.ts: imports the composition root apps/server/src/app.ts');
    expect(out).toContain('e2e/some.spec.ts: imports server code');
    expect(out).toContain('3 violations');
  });

  it('fails on the bench importing server code: it measures the built server as a process', () => {
    const root = project({
      ...base,
      'scripts/bench.ts': "import { things } from '../apps/server/src/modules/a/a.table.ts';\n",
      'scripts/bench/fuzz.ts': "import { f } from '../../apps/server/src/test/route-fuzz.ts';\n",
      'scripts/lib/route-fuzz.ts': "import fc from 'fast-check';\n",
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('scripts/bench.ts: imports server code');
    expect(out).toContain('scripts/bench/fuzz.ts: imports server code');
    expect(out).toContain('2 violations');
  });

  it('fails on another module’s table named in SQL text, by name or as its drizzle table; comments and own tables pass', () => {
    const root = project({
      ...base,
      'modules/b/own.ts': [
        "import { notes } from './b.table.ts';",
        '// A comment may say: select * from things.',
        `export const own = sql\`select * from notes join ${interpolated('notes')} n on true\`;`,
      ].join('\n'),
      'modules/b/by-name.ts': 'export const q = sql`select count(*) from "things" t`;\n',
      'modules/b/by-table.ts': [
        "import { things } from '../a/a.api.ts';",
        `export const q = sql\`select ${interpolated(`sql\`(select 1 from ${interpolated('things')} limit 1)\``)} as one\`;`,
      ].join('\n'),
      'modules/b/plain.ts': "export const q = 'select 1 from things where false';\n",
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    for (const file of ['by-name', 'by-table', 'plain'])
      expect(out).toContain(
        `modules/b/${file}.ts: reads things in SQL text — another module's table (owned by a)`,
      );
    expect(out).toContain('3 violations');
  });

  // Decision 075: another module is reached through its `<module>.api.ts` or `<module>.module.ts`.
  const facadeRule = "another module's file; import a.api.ts or a.module.ts";
  const facadeCases: [importer: string, line: string, refused: string | null][] = [
    ['modules/b/b.service.ts', "import { x } from '../a/a.api.ts';", null],
    ['modules/b/b.service.ts', "import type { A } from '../a/a.module.ts';", null],
    ['modules/b/deep/b-part.ts', "import { x } from '../../a/a.api.ts';", null],
    ['modules/b/b.service.ts', "import { x } from '../a/a.queries.ts';", facadeRule],
    ['modules/b/b.service.ts', "import type { A } from '../a/a.service.ts';", facadeRule],
    ['modules/b/b.service.ts', "export { x } from '../a/a.rules.ts';", facadeRule],
    ['modules/b/b.service.ts', "const m = await import('../a/a-lazy.ts');", facadeRule],
    ['modules/b/b.service.ts', "import { x } from '../a/deep/a.api.ts';", facadeRule],
    ['modules/b/b.service.ts', "import { things } from '../a/a.table.ts';", facadeRule],
    // A foreign key names the owner's table: table to table, so the schema loads tables only.
    ['modules/b/b-extra.table.ts', "import { things } from '../a/a.table.ts';", null],
    ['modules/b/b-extra.table.ts', "import { x } from '../a/a.queries.ts';", facadeRule],
    // Test code may reach any file of another module: its helpers, its tables to seed.
    ['modules/b/b.service.test.ts', "import { x } from '../a/a.queries.ts';", null],
    ['modules/b/b.test-helpers.ts', "import { x } from '../a/a.test-helpers.ts';", null],
    ['modules/b/b-sso.test-harness.ts', "import { x } from '../a/a.test-helpers.ts';", null],
    // A façade passes its repository's types on, never its functions (those come through module.ts).
    ['modules/a/a.api.ts', "export type { ARepo } from './a.repository.ts';", null],
    ['modules/a/a.api.ts', "export { add } from './a.repository.ts';", 're-exports values of the repository'],
  ];
  it.each(facadeCases)('module boundary: %s with %s (refused: %s)', (importer, line, refused) => {
    const { code, out } = check(project({ ...base, [importer]: `${line}\n` }));
    if (refused === null)
      expect({ code, out }).toEqual({ code: 0, out: expect.stringContaining('0 violations') });
    else {
      expect(code).toBe(1);
      expect(out).toContain(`✖ apps/server/src/${importer}: `);
      expect(out).toContain(refused);
      expect(out).toContain('1 violations');
    }
  });

  // Decision 079: other modules get a facet of a repository, never the repository itself.
  const providedCases: [what: string, source: string, refused: string | null][] = [
    ['a facet', 'const repo = createThingsRepository();\nreturn { things: facet(repo, THINGS) };', null],
    [
      'a service built on it',
      'const repo = createThingsRepository();\nreturn { svc: createSvc({ repository: repo }) };',
      null,
    ],
    [
      'the bound repository',
      'const repo = createThingsRepository();\nreturn {\n  // why\n  repo,\n};',
      'repo',
    ],
    ['it under another name', 'const repo = createThingsRepository();\nreturn { things: repo };', 'things'],
    [
      'a repository made in place',
      'services: (ctx) => ({ rows: createRowsRepository(), other: 1 }),',
      'rows',
    ],
  ];
  it.each(providedCases)('services: %s (refused: %s)', (_what, source, refused) => {
    const { code, out } = check(project({ ...base, 'modules/a/a.module.ts': `${source}\n` }));
    if (refused === null)
      expect({ code, out }).toEqual({ code: 0, out: expect.stringContaining('0 violations') });
    else {
      expect(code).toBe(1);
      expect(out).toContain(`a.module.ts: provides ${refused}, a whole repository, on the app's services`);
      expect(out).toContain('1 violations');
    }
  });

  it('keeps docs/modules.md’s graph and table owners as the code has them', () => {
    const stale = [
      '# Modules',
      '<!-- module-graph: graph -->',
      'an old picture',
      '<!-- /module-graph: graph -->',
      'Words of our own stay.',
      '<!-- module-graph: tables -->',
      '| module | tables |',
      '<!-- /module-graph: tables -->',
      '',
    ].join('\n');
    const root = project({ ...base, 'docs/modules.md': stale });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('docs/modules.md: its generated sections differ from the code');

    spawnSync(process.execPath, [script, root, '--write'], { encoding: 'utf8' });
    const written = readFileSync(path.join(root, 'docs/modules.md'), 'utf8');
    expect(written).toContain('flowchart TD\n  b --> a\n```');
    expect(written).toContain('| a | `things` |\n| b | `notes` |');
    expect(written).toContain('Words of our own stay.');
    expect(check(root)).toEqual({ code: 0, out: expect.stringContaining('0 violations') });
  });
});
