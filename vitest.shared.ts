import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(`./packages/${path}`, import.meta.url));

/**
 * Tests import the workspace packages from their TypeScript sources, so a change in core is
 * seen by the verifiers' tests without a rebuild. (The CLI's end-to-end tests run the built bin.)
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@gauntlet\/contracts\/codes$/, replacement: source('contracts/src/codes.ts') },
      { find: /^@gauntlet\/contracts$/, replacement: source('contracts/src/index.ts') },
      { find: /^@gauntlet\/core$/, replacement: source('core/src/index.ts') },
      { find: /^@gauntlet\/core\/testing$/, replacement: source('core/src/testing/index.ts') },
      { find: /^@gauntlet\/verifiers$/, replacement: source('verifiers/src/index.ts') },
      { find: /^@gauntlet\/hosts$/, replacement: source('hosts/src/index.ts') },
      { find: /^@gauntlet\/cli$/, replacement: source('cli/src/index.ts') },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
