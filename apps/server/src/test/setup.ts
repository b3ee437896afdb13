import { afterEach, beforeEach, vi } from 'vitest';

// console.error/warn during a test is a bug the test did not notice (STYLE.md, epic-stack habit).
let problems: string[] = [];
beforeEach(() => {
  problems = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      problems.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  if (problems.length > 0) throw new Error(`Unexpected console output:\n${problems.join('\n')}`);
});
