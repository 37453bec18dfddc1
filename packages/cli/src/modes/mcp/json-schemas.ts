import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export type JsonSchema = Record<string, unknown>;
export type ObjectSchema = JsonSchema & { type: 'object' };

const SCHEMA_FILE = /^([a-z0-9-]+)\.schema\.json$/;

/** The names of the published JSON Schemas (`report`, `config`, ...), in code-point order. */
export function schemaNames(dir: string): string[] {
  return readdirSync(dir)
    .map((file) => SCHEMA_FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A published schema file's text as published, or null for a name that has none. */
export function schemaText(dir: string, name: string): string | null {
  if (!SCHEMA_FILE.test(`${name}.schema.json`)) return null;
  try {
    return readFileSync(join(dir, `${name}.schema.json`), 'utf8');
  } catch {
    return null;
  }
}

/**
 * The report schema as a tool's `outputSchema`: MCP wants `type: "object"` at the root, so the
 * root `$ref` of the published file is replaced by the definition it points to (`$defs` stay,
 * for the inner refs).
 */
export function reportOutputSchema(dir: string): ObjectSchema {
  const text = schemaText(dir, 'report');
  if (text === null) throw new Error(`no report.schema.json in ${dir}`);
  const { $ref, $defs, ...rest } = JSON.parse(text) as JsonSchema & { $ref?: string; $defs?: Record<string, JsonSchema> };
  const name = typeof $ref === 'string' ? $ref.replace('#/$defs/', '') : undefined;
  const root = name === undefined ? undefined : $defs?.[name];
  if (!root || root.type !== 'object') throw new Error('the report JSON Schema has no object definition at its root');
  return { ...rest, ...root, $defs, type: 'object' };
}
