import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { MAY_HOLD_PATH, foldAscii, isSchemaPath, isTestPath, pathTokens } from '../path-tokens.js';
import { type PreparedPlan, py, reportAt } from '../shared.js';

// `@dataclass` is bounded at the end only: nothing is tested before the `@`.
const SERIALIZER = py('\\b(?:to_dict|to_index|asdict|from_dict|from_index)\\b|@dataclass\\b');
const READER_HINT = py('\\b(?:json\\.load|json\\.loads|reader|consumer|deserialize|deserializ|read[_\\s-]?side)\\b');
const OVERRIDE = py('override\\s*:\\s*schema-migration-full-chain');

export const schemaMigrationFullChain = defineRule<PreparedPlan>({
  id: 'plan/schema-migration-full-chain',
  description: 'A schema or serializer change with no test path and no reader/consumer named anywhere in the plan.',
  severity: 'warning',
  reasons: [PlanReason.schema_migration_full_chain],
  check({ doc }, context) {
    let schemaLine = -1;
    let schemaPath: string | null = null;
    let serializerLine = -1;
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '') continue;
      if (OVERRIDE.test(line) || READER_HINT.test(line)) return;
      for (const token of MAY_HOLD_PATH.test(line) ? pathTokens(line) : []) {
        const folded = foldAscii(token);
        if (isTestPath(folded)) return;
        if (schemaLine < 0 && isSchemaPath(folded)) {
          schemaLine = i;
          schemaPath = token;
        }
      }
      if (serializerLine < 0 && SERIALIZER.test(line)) serializerLine = i;
    }
    const at = schemaLine >= 0 ? schemaLine : serializerLine;
    if (at < 0) return;
    reportAt(context, doc, at, {
      reason: PlanReason.schema_migration_full_chain,
      message:
        schemaPath === null
          ? 'A serializer changes, but the plan names no test and no reader of the serialized data.'
          : `Schema change in \`${schemaPath}\`, but the plan names no test and no reader of the migrated data.`,
      hint: 'Trace the full chain: the writer, every reader (json.load, consumers), and a test that round-trips old data; or add "override: schema-migration-full-chain" with the reason.',
    });
  },
});
