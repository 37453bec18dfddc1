// Copies the contracts' JSON Schema files (written by the contracts build) into dist/schemas:
// the MCP server serves them from the installed package (the tools' outputSchema, its resources).
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, '..', '..', 'contracts', 'schemas');
const target = join(here, '..', 'dist', 'schemas');
if (!existsSync(join(source, 'report.schema.json'))) {
  console.error(`copy-schemas: ${source} has no report.schema.json (build @gauntlet/contracts first)`);
  process.exit(1);
}
mkdirSync(target, { recursive: true });
const names = readdirSync(source).filter((name) => name.endsWith('.schema.json'));
for (const name of names) copyFileSync(join(source, name), join(target, name));
console.log(`copied ${names.length} JSON Schema files to dist/schemas/`);
