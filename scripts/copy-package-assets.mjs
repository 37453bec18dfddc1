#!/usr/bin/env node
// Copies files of the repository into the package being built (run from its build script, in its
// folder), so an installed package carries what its output names:
//   --rule-docs  docs/rules/**/*.md (without the template) at the same path, docs/rules/..., so
//                the pages that --list-rules and help link to are in the package too.
// (The CLI's JSON Schema files, dist/schemas/, come from packages/cli/scripts/copy-schemas.mjs.)
import { cpSync, existsSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = process.cwd();
if (!existsSync(join(pkg, 'package.json')) || pkg === root) {
  console.error('copy-package-assets: run it from a package folder');
  process.exit(2);
}

if (process.argv.includes('--rule-docs')) {
  const from = join(root, 'docs', 'rules');
  rmSync(join(pkg, 'docs'), { recursive: true, force: true });
  cpSync(from, join(pkg, 'docs', 'rules'), {
    recursive: true,
    filter: (source) => source === from || basename(source) !== 'TEMPLATE.md',
  });
}
