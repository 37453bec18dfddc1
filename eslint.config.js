import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'packages/contracts/schemas/**', '**/.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', TextDecoder: 'readonly', TextEncoder: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', __dirname: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Start-up: static imports of the zod half of the contracts would load zod in every run
    // (and break the CLI's bundled type declarations); use /codes, and import() schemas lazily.
    files: ['packages/cli/src/**/*.ts', 'packages/core/src/**/*.ts', 'packages/verifiers/src/**/*.ts', 'packages/hosts/src/**/*.ts'],
    // config-schema.ts is the one module the CLI loads with import() to get the config schema.
    ignores: ['**/*.test.ts', 'packages/cli/src/config-schema.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@gauntlet/contracts', message: 'Import from @gauntlet/contracts/codes (zod-free); load schemas with import().' }] }],
    },
  },
  {
    // Verifiers and the hosts' decision core are pure: no file system, no processes, no process
    // globals (DESIGN.md rule 1); their I/O comes through an injected Host (and Linter).
    files: ['packages/verifiers/src/**/*.ts', 'packages/hosts/src/**/*.ts'],
    ignores: ['packages/verifiers/src/**/*.test.ts', 'packages/hosts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@gauntlet/contracts', message: 'Import from @gauntlet/contracts/codes (zod-free).' }],
          patterns: ['node:*', 'fs', 'child_process', 'path', 'os'],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'require', 'Buffer'],
    },
  },
);
