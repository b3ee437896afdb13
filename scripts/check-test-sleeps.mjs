#!/usr/bin/env node
// Part of `npm test` (issue 33): no test waits in real time for more than a second. A test that
// needs time to pass moves the clock (TestClock, the e2e server's clock); a test that waits for
// something *not* to happen waits on an explicit signal. Scans the test files and the browser
// suite's support code for `waitForTimeout(ms)` and `setTimeout(callback, ms)` sleeps over 1000 ms.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LIMIT_MS = 1000;

/**
 * The source with comments and the contents of string and template literals blanked out (same
 * length, same lines), so a call written inside a string or a comment is not taken for one.
 */
function codeOnly(source) {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    const next = source[i + 1];
    if (char === '/' && (next === '/' || next === '*')) {
      const end = next === '/' ? source.indexOf('\n', i) : source.indexOf('*/', i + 2) + 2;
      const stop = end <= 1 || end === -1 ? source.length : end;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop - 1;
    } else if (char === '"' || char === "'" || char === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== char) j += source[j] === '\\' ? 2 : 1;
      out += char + source.slice(i + 1, j).replace(/[^\n]/g, ' ') + (source[j] ?? '');
      i = j;
    } else out += char;
  }
  return out;
}

/** The top-level arguments of the call whose `(` is at `open`, as text (strings already blanked). */
function callArguments(source, open) {
  const args = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) {
      depth--;
      if (depth === 0) {
        args.push(source.slice(start, i).trim());
        return args;
      }
    } else if (char === ',' && depth === 1) {
      args.push(source.slice(start, i).trim());
      start = i + 1;
    }
  }
  return args;
}

/** A numeric literal's value (`30_000`, `1e3`), or undefined for anything else. */
function literalMs(text) {
  if (text === undefined || !/^[\d_.]+(e\d+)?$/i.test(text)) return undefined;
  return Number(text.replaceAll('_', ''));
}

/**
 * The sleeps over the limit in one file's source: `{ line, call, ms }` each. `waitForTimeout` with
 * anything but a literal counts too (its length cannot be read off the source); `x.setTimeout(ms)`
 * (a test's time limit, not a wait) does not.
 */
export function sleepsIn(text) {
  const source = codeOnly(text);
  const found = [];
  const calls = [
    // `page.waitForTimeout(…)` is a sleep, whatever its length; `test.setTimeout(…)` is a time limit.
    { name: 'waitForTimeout', msArgument: 0, unreadable: true, pattern: /(^|\W)waitForTimeout\s*\(/g },
    { name: 'setTimeout', msArgument: 1, unreadable: false, pattern: /(^|[^.\w])setTimeout\s*\(/g },
  ];
  for (const { name, msArgument, unreadable, pattern } of calls) {
    for (const match of source.matchAll(pattern)) {
      const open = match.index + match[0].length - 1;
      const text = callArguments(source, open)[msArgument];
      const ms = literalMs(text);
      if (ms === undefined ? unreadable : ms > LIMIT_MS) {
        const line = source.slice(0, open).split('\n').length;
        found.push({ line, call: `${name}(${text ?? ''})`, ms });
      }
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Test files (`*.test.ts(x)`) under the workspaces and scripts, and everything of the browser suite. */
export function testFiles(root) {
  const files = [];
  const walk = (dir, all) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, all);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name) && (all || /\.test\.tsx?$/.test(entry.name)))
        files.push(full);
    }
  };
  for (const dir of ['apps', 'packages', 'scripts']) walk(path.join(root, dir), false);
  walk(path.join(root, 'e2e'), true);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? '.');
  const problems = testFiles(root).flatMap((file) =>
    sleepsIn(readFileSync(file, 'utf8')).map(
      (s) => `${path.relative(root, file)}:${s.line}: ${s.call} sleeps ${s.ms ?? 'an unknown time'} ms`,
    ),
  );
  if (problems.length > 0) {
    console.error(`Real-time sleeps over ${LIMIT_MS} ms in tests (move the clock or wait on a signal):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`No test sleeps over ${LIMIT_MS} ms.`);
}
