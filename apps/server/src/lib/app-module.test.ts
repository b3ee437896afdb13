import { describe, expect, it } from 'vitest';
import { type AnyModule, buildOrder, buildServices, defineModule, type ModuleContext } from './app-module.ts';

const ctx = {} as ModuleContext;
const names = (modules: AnyModule[]) => modules.map((m) => m.name);
const plain = (name: string, needs: string[] = []) => defineModule({ name, needs, services: () => ({}) });

describe('app modules', () => {
  it('builds a module after the ones it needs, otherwise in the order listed', () => {
    expect(names(buildOrder([plain('c', ['b']), plain('a'), plain('b', ['a'])]))).toEqual(['a', 'b', 'c']);
    expect(names(buildOrder([plain('x'), plain('y'), plain('z')]))).toEqual(['x', 'y', 'z']);
  });

  it('refuses a need missing from the list, and needs that go round', () => {
    expect(() => buildOrder([plain('a', ['ghost'])])).toThrow(
      'module a needs ghost, which is not in the module list',
    );
    expect(() => buildOrder([plain('a', ['b']), plain('b', ['a'])])).toThrow(
      'module a needs itself: a → b → a',
    );
  });

  it('refuses two modules providing the same name', () => {
    const one = defineModule({ name: 'one', needs: [], services: () => ({ outbox: 1 }) });
    const two = defineModule({ name: 'two', needs: [], services: () => ({ outbox: 2 }) });
    expect(() => buildServices([one, two], ctx)).toThrow(
      'module two provides outbox, which another module provides',
    );
  });

  it('hands a lower module what a higher one provides, read when it is called', () => {
    // The engine's case: lifecycle calls the partner events, which are built after it.
    const lower = defineModule({
      name: 'lower',
      needs: [],
      services: (_ctx, use: { facts: () => string }) => ({ report: () => `facts: ${use.facts()}` }),
    });
    const higher = defineModule({
      name: 'higher',
      needs: ['lower'],
      services: (_ctx, { report }: { report: () => string }) => ({ facts: () => 'two', seen: report }),
    });
    const services = buildServices([higher, lower], ctx);
    expect(services.report()).toBe('facts: two');
    expect(services.seen()).toBe('facts: two');
  });
});
