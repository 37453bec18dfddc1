#!/usr/bin/env node
// Copies the rule pages (docs/rules/**/*.md, without the template) into the package being built,
// at the same repository-relative path (docs/rules/...), so an installed package carries the
// pages its links and `--list-rules` name. Run from a package's build script, in its folder.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, 'docs', 'rules');
const to = join(process.cwd(), 'docs', 'rules');
if (!existsSync(join(process.cwd(), 'package.json')) || to === from) {
  console.error('copy-rule-docs: run it from a package folder');
  process.exit(2);
}
rmSync(join(process.cwd(), 'docs'), { recursive: true, force: true });
cpSync(from, to, {
  recursive: true,
  filter: (source) => source === from || !source.endsWith('.md') || basename(source) !== 'TEMPLATE.md',
});
