// Writes one JSON Schema file per published zod schema into ./schemas, using zod 4's own export.
// Runs after the build (it imports the built package), as part of `pnpm build`.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PUBLISHED_SCHEMAS } from '../dist/index.js';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'schemas');
mkdirSync(out, { recursive: true });
for (const name of readdirSync(out)) if (name.endsWith('.schema.json')) rmSync(join(out, name));

for (const [name, schema] of Object.entries(PUBLISHED_SCHEMAS)) {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any' });
  writeFileSync(join(out, `${name}.schema.json`), `${JSON.stringify(json, null, 2)}\n`);
}
console.log(`wrote ${Object.keys(PUBLISHED_SCHEMAS).length} JSON Schema files to schemas/`);
