import { expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    /** Vite's glob import (vitest runs through Vite): one lazy loader per matching module. */
    glob(patterns: string[]): Record<string, () => Promise<unknown>>;
  }
}

/**
 * One test per module of a family: importing it must not throw. A rule whose definition is broken
 * (an empty id, no reasons) or a pattern that no longer compiles throws when its module loads; the
 * test files that import it statically then fail to load and report no failing test, so a mutation
 * run would count that mutant as survived. Imported here, inside a test, the failure is a failing test.
 */
export function everyModuleLoads(modules: Record<string, () => Promise<unknown>>): void {
  const entries = Object.entries(modules);
  it('finds the modules of the family', () => {
    expect(entries.length).toBeGreaterThan(0);
  });
  for (const [path, load] of entries) {
    it(`${path} loads`, async () => {
      await expect(load()).resolves.toBeTypeOf('object');
    });
  }
}
