import { defineConfig } from 'vitest/config';

// Examples run against the BUILT packages (as a host would), so no source aliases here.
export default defineConfig({ test: { include: ['**/*.test.ts'], exclude: ['**/node_modules/**'], testTimeout: 30_000 } });
