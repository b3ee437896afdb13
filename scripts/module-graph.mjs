#!/usr/bin/env node
// The server's module rules (docs/modules.md), checked by `npm test` before the type checks:
// - the modules under apps/server/src/modules form a directed acyclic graph (every import counts,
//   `import type` too: a type names a dependency as much as a value does);
// - a table is written (insert, update, delete; drizzle or SQL text) only in the module whose
//   *.table.ts defines it;
// - a module's SQL text (string and template literals: `from`/`join` a table, by name or by its
//   drizzle table) names only its own tables; another module's rows are read through the owner's
//   typed queries (`<owner>.queries.ts`, decision 051), which a module below the owner gets
//   from the module above both that builds it (decision 050);
// - no module or module part puts a whole repository on the app's services: other modules get the
//   owner's facet of the functions they call (decision 079);
// - a module file reaches another module only through its public face, `<module>.api.ts`, or its
//   `<module>.module.ts`, which wires it (decision 075); a `*.table.ts` may also import another
//   module's `*.table.ts`, a foreign key naming the owner's table, so the schema loads tables only.
//   Test files (`*.test.ts`, `*.test-helpers.ts`, `*.test-<kind>.ts`) may reach any file;
// - another module's *.repository.ts is imported for its types only, and a façade re-exports its
//   own repository's types only: a repository's functions reach a module through the modules'
//   *.module.ts, where each module builds its own and provides them;
// - no module imports the composition root (app.ts, main.ts, serve.ts);
// - no e2e or bench file imports server code: the browser tests use the API, the CLI or the
//   mailbox; the bench starts the built server and measures it over HTTP.
// The web app's layers (decision 077) are checked in the same run, by web-layers.mjs.
// A small script rather than dependency-cruiser: the write rule reads SQL text, which no import
// checker does, and one script keeps all rules and their messages in one place.
// Usage: node scripts/module-graph.mjs [PROJECT_DIR]; exit 1 with one line per violation.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkWebLayers } from './web-layers.mjs';

const walk = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];

/** Test code: `*.test.ts`, `*.test-helpers.ts` and other `*.test-<kind>.ts` support (a harness, an IdP). */
const isTestFile = (file) => /\.test[.-]|test-helpers/.test(file);

/** Whether a file (its path under apps/server/src/modules) is module `mod`'s public face or its wiring. */
const isPublicFace = (mod, under) => under === `${mod}/${mod}.api.ts` || under === `${mod}/${mod}.module.ts`;

/**
 * The text of every string and template literal of a source file, comments left out; a template's
 * interpolations are kept as written (`${referrals}`), a nested template is read on its own.
 */
export function literalsOf(src) {
  const found = [];
  const open = []; // the template literals being read, innermost last: { text, braces }
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    const top = open.at(-1);
    if (top && top.braces === 0) {
      // Inside a template's text.
      if (c === '\\') {
        top.text += src.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        found.push(open.pop().text);
        if (open.length > 0) open.at(-1).text += '`…`';
        i++;
      } else if (c === '$' && src[i + 1] === '{') {
        top.text += '${';
        top.braces = 1;
        i += 2;
      } else {
        top.text += c;
        i++;
      }
      continue;
    }
    // In code: the file's own, or a template's interpolation.
    if (src.startsWith('//', i) || src.startsWith('/*', i)) {
      const end = src.startsWith('//', i) ? src.indexOf('\n', i) : src.indexOf('*/', i) + 2;
      i = end <= 1 ? src.length : end;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== c && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      found.push(src.slice(i + 1, j));
      if (top) top.text += src.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (c === '`') open.push({ text: '', braces: 0 });
    else if (top) {
      if (c === '{') top.braces++;
      if (c === '}') top.braces--;
      top.text += top.braces === 0 ? '}' : c;
    }
    i++;
  }
  return found;
}

/**
 * The names a module (`*.module.ts`) or a module's part (`*.part.ts`) puts on the app's services as
 * a whole repository (decision 079): a property of an object it returns (`return {`, or
 * `services: (…) => ({`) whose value is a `create…Repository(…)` call or a name bound to one. A
 * facet (`facet(repo, NAMES)`) or a repository passed into a service's own dependencies is not one.
 */
export function repositoriesProvided(src) {
  const bound = new Set([...src.matchAll(/\bconst\s+(\w+)\s*=\s*create\w*Repository\(/g)].map((m) => m[1]));
  const found = [];
  for (const start of src.matchAll(/(?:\breturn\s*|\bservices:\s*\([^)]*\)\s*=>\s*\()\{/g)) {
    // The returned object's entries: split at its own commas, nested brackets skipped.
    let depth = 0;
    let entry = '';
    const entries = [];
    for (let i = start.index + start[0].length; i < src.length; i++) {
      const c = src[i];
      if (depth === 0 && (c === '}' || c === ',')) {
        entries.push(entry);
        entry = '';
        if (c === '}') break;
        continue;
      }
      if ('([{'.includes(c)) depth += 1;
      if (')]}'.includes(c)) depth -= 1;
      entry += c;
    }
    // Each entry without the comments before it.
    for (const e of entries.map((x) => x.replace(/^(\s|\/\*[\s\S]*?\*\/|\/\/[^\n]*\n)+/, '').trim())) {
      const shorthand = /^(\w+)$/.exec(e);
      const named = /^(\w+)\s*:\s*(\w+)$/.exec(e);
      const made = /^(\w+)\s*:\s*create\w*Repository\(/.exec(e);
      if (shorthand && bound.has(shorthand[1])) found.push(shorthand[1]);
      else if (named && bound.has(named[2])) found.push(named[1]);
      else if (made) found.push(made[1]);
    }
  }
  return found;
}

/** The tables a piece of SQL text reads from or joins: by name, or as an interpolated drizzle table. */
const sqlTableRe = /\b(?:from|join)\s+(?:"?([a-z_][a-z_0-9]*)"?|\$\{\s*(\w+)\s*\})/gi;

/** Every import and re-export of a file: where from, and whether it brings values or types only. */
function importsOf(src) {
  const found = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s+['"]([^'"]+)['"]/gms;
  for (const m of src.matchAll(re)) {
    const clause = m[3];
    const braces = /\{([^}]*)\}/s.exec(clause);
    const outside = braces ? clause.replace(braces[0], '').replace(/,/g, '').trim() : clause.trim();
    const named = braces
      ? braces[1]
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
    const typeOnly =
      Boolean(m[2]) || (outside === '' && named.length > 0 && named.every((n) => n.startsWith('type ')));
    found.push({ from: m[4], typeOnly });
  }
  // `import './x.ts'` (side effects only) and `await import('./x.ts')` bring values.
  for (const m of src.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm))
    found.push({ from: m[1], typeOnly: false });
  for (const m of src.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ from: m[1], typeOnly: false });
  return found;
}

/** Strongly connected components of more than one module (Tarjan). */
function cyclesOf(edges) {
  let next = 0;
  const stack = [];
  const onStack = new Set();
  const index = new Map();
  const low = new Map();
  const cycles = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** Checks a project directory; answers the module edges and every violation as a line of text. */
export function checkModules(root) {
  const modDir = path.join(root, 'apps/server/src/modules');
  const serverSrc = path.join(root, 'apps/server/src');
  const compositionRoot = ['app.ts', 'main.ts', 'serve.ts'].map((f) => path.join(serverSrc, f));
  const mods = fs.existsSync(modDir)
    ? fs
        .readdirSync(modDir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
  const edges = new Map(mods.map((m) => [m, new Set()]));
  const tableOwner = new Map();
  const identOwner = new Map();
  const tableIdent = new Map();
  const files = [];
  for (const m of mods)
    for (const file of walk(path.join(modDir, m)).filter((f) => /\.tsx?$/.test(f) && !isTestFile(f))) {
      const src = fs.readFileSync(file, 'utf8');
      files.push({ file, m, src });
      for (const t of src.matchAll(/pgTable\(\s*['"]([a-z_0-9]+)['"]/g)) tableOwner.set(t[1], m);
      for (const t of src.matchAll(/export\s+const\s+(\w+)\s*=\s*pgTable\(/g)) identOwner.set(t[1], m);
      for (const t of src.matchAll(/export\s+const\s+(\w+)\s*=\s*pgTable\(\s*['"]([a-z_0-9]+)['"]/g))
        tableIdent.set(t[1], t[2]);
    }

  const violations = [];
  const rel = (f) => path.relative(root, f);
  for (const { file, m, src } of files) {
    const key = path.relative(modDir, file).split(path.sep).join('/');
    for (const imp of importsOf(src)) {
      if (!imp.from.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), imp.from);
      if (compositionRoot.includes(target))
        violations.push(`${rel(file)}: imports the composition root ${rel(target)}`);
      const under = path.relative(modDir, target).split(path.sep).join('/');
      if (under.startsWith('..')) continue;
      const to = under.split('/')[0];
      if (!edges.has(to)) continue;
      const repositoryValues = /\.repository(\.ts)?$/.test(target) && !imp.typeOnly;
      if (to === m) {
        if (key === `${m}/${m}.api.ts` && repositoryValues)
          violations.push(`${rel(file)}: re-exports values of the repository ${rel(target)} (types only)`);
        continue;
      }
      edges.get(m).add(to);
      if (repositoryValues)
        violations.push(`${rel(file)}: imports values from ${to}'s repository ${rel(target)} (types only)`);
      else if (!isPublicFace(to, under) && !(/\.table\.ts$/.test(file) && /\.table(\.ts)?$/.test(target)))
        violations.push(
          `${rel(file)}: imports ${rel(target)} — another module's file; import ${to}.api.ts or ${to}.module.ts`,
        );
    }
  }

  const cycles = cyclesOf(edges);
  for (const c of cycles) violations.push(`cycle: ${c.join(' <-> ')}`);

  for (const { file, m, src } of files) {
    for (const w of src.matchAll(/\b(insert\s+into|update|delete\s+from)\s+"?([a-z_0-9]+)"?/gi)) {
      const owner = tableOwner.get(w[2]);
      if (owner && owner !== m)
        violations.push(`${rel(file)}: ${w[1].toLowerCase()} ${w[2]} — a foreign write (owned by ${owner})`);
    }
    for (const w of src.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const owner = identOwner.get(w[2]);
      if (owner && owner !== m)
        violations.push(`${rel(file)}: ${w[1]}(${w[2]}) — a foreign write (owned by ${owner})`);
    }
  }

  // No whole repository on the app's services: the owner provides a facet (decision 079).
  for (const { file, src } of files.filter((f) => /\.(module|part)\.ts$/.test(f.file)))
    for (const name of repositoriesProvided(src))
      violations.push(
        `${rel(file)}: provides ${name}, a whole repository, on the app's services — provide facet(repository, NAMES) of what other modules call`,
      );

  // Another module's tables in SQL text.
  for (const { file, m, src } of files) {
    for (const text of literalsOf(src))
      for (const r of text.matchAll(sqlTableRe)) {
        const table = r[1] ?? tableIdent.get(r[2]) ?? r[2];
        const owner = r[1] ? tableOwner.get(r[1]) : identOwner.get(r[2]);
        if (!owner || owner === m) continue;
        violations.push(
          `${rel(file)}: reads ${table} in SQL text — another module's table (owned by ${owner}); use the owner's queries`,
        );
      }
  }

  // The browser tests and the bench drive the server from outside: the built server as a process.
  const outsiders = [
    ...walk(path.join(root, 'e2e')).map((file) => ({ file, use: 'use the API, the CLI or the mailbox' })),
    ...[path.join(root, 'scripts/bench.ts'), ...walk(path.join(root, 'scripts/bench'))]
      .filter((f) => fs.existsSync(f))
      .map((file) => ({ file, use: 'the bench measures the built server over HTTP' })),
  ];
  for (const { file, use } of outsiders.filter((o) => /\.(ts|mjs|js)$/.test(o.file))) {
    for (const imp of importsOf(fs.readFileSync(file, 'utf8'))) {
      if (!imp.from.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), imp.from);
      if (!path.relative(serverSrc, target).startsWith('..'))
        violations.push(`${rel(file)}: imports server code ${rel(target)} (${use})`);
    }
  }

  return { modules: mods, edges, tables: tableOwner, violations: [...new Set(violations)] };
}

/**
 * The parts of docs/modules.md written from the code, so they cannot drift (issue 28): the import
 * graph as a Mermaid flowchart and who owns which table. Each stands between
 * `<!-- module-graph: NAME -->` and `<!-- /module-graph: NAME -->`.
 */
export function generatedSections({ edges, tables }) {
  const arrows = [...edges]
    .flatMap(([from, tos]) => [...tos].map((to) => `  ${from} --> ${to}`))
    .sort((a, b) => a.localeCompare(b));
  const owned = new Map();
  for (const [table, owner] of tables) owned.set(owner, [...(owned.get(owner) ?? []), table]);
  const rows = [...owned]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([owner, list]) => `| ${owner} | ${list.map((t) => `\`${t}\``).join(', ')} |`);
  return {
    graph: ['```mermaid', 'flowchart TD', ...arrows, '```'].join('\n'),
    tables: ['| module | tables |', '| --- | --- |', ...rows].join('\n'),
  };
}

const sectionRe = (name) =>
  new RegExp(`(<!-- module-graph: ${name} -->\\n)[\\s\\S]*?(\\n<!-- /module-graph: ${name} -->)`);

/** docs/modules.md with its generated sections as the code has them now. */
export function modulesDocFrom(doc, result) {
  let text = doc;
  for (const [name, body] of Object.entries(generatedSections(result)))
    text = text.replace(sectionRe(name), (_m, open, close) => `${open}${body}${close}`);
  return text;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? '.');
  const result = checkModules(root);
  const { modules, edges, tables, violations } = result;
  // `--write` brings docs/modules.md up to date; without it, a stale document is a violation.
  const docFile = path.join(root, 'docs/modules.md');
  if (fs.existsSync(docFile)) {
    const doc = fs.readFileSync(docFile, 'utf8');
    const fresh = modulesDocFrom(doc, result);
    if (process.argv.includes('--write')) fs.writeFileSync(docFile, fresh);
    else if (fresh !== doc)
      violations.push(
        'docs/modules.md: its generated sections differ from the code — run `node scripts/module-graph.mjs . --write`',
      );
  }
  violations.push(...checkWebLayers(root));
  const edgeCount = [...edges.values()].reduce((n, s) => n + s.size, 0);
  console.log(`modules ${modules.length}, module edges ${edgeCount}, tables ${tables.size}`);
  for (const v of violations) console.log(`✖ ${v}`);
  console.log(`module rules: ${violations.length} violations`);
  process.exit(violations.length > 0 ? 1 : 0);
}
