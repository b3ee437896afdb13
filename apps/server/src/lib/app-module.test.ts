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

  it('hands a module only what the modules below it provide, frozen', () => {
    const base = defineModule({ name: 'base', needs: [], services: () => ({ tenants: 'cache' }) });
    const middle = defineModule({
      name: 'middle',
      needs: ['base'],
      services: (_ctx, use: { tenants: string }) => ({ report: () => `for ${use.tenants}` }),
    });
    let seen: Record<string, unknown> = {};
    const top = defineModule({
      name: 'top',
      needs: ['middle'],
      services: (_ctx, use: Record<string, unknown>) => {
        seen = use;
        return { facts: () => 'two' };
      },
    });
    const services = buildServices([top, middle, base], ctx);
    // The top module sees its need's need too (transitively), and cannot change the view.
    expect(Object.keys(seen).sort()).toEqual(['report', 'tenants']);
    expect(Object.isFrozen(seen)).toBe(true);
    expect(services.report()).toBe('for cache');
  });

  it('refuses a read of a name a module above provides (no hand-ins)', () => {
    // The old hand-in: a lower module reading, at call time, what a module above it provides.
    const lower = defineModule({
      name: 'lower',
      needs: [],
      services: (_ctx, use: { facts?: () => string }) => ({ report: () => `facts: ${use.facts?.()}` }),
    });
    const higher = defineModule({
      name: 'higher',
      needs: ['lower'],
      services: () => ({ facts: () => 'two' }),
    });
    const services = buildServices([higher, lower], ctx);
    expect(() => services.report()).toThrow(
      'module lower uses facts, which none of the modules it needs provides',
    );
  });

  it('refuses a read of another module beside it, not among its needs', () => {
    const one = defineModule({ name: 'one', needs: [], services: () => ({ outbox: 1 }) });
    const two = defineModule({
      name: 'two',
      needs: [],
      services: (_ctx, use: { outbox: number }) => ({ copy: use.outbox }),
    });
    expect(() => buildServices([one, two], ctx)).toThrow(
      'module two uses outbox, which none of the modules it needs provides',
    );
  });
});
