import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const schemaChange = (path: string, line: number): ExpectedFinding => ({
  reason: 'schema_migration_full_chain',
  severity: 'warning',
  line,
  message: `Schema change in \`${path}\`, but the plan names no test and no reader of the migrated data.`,
});
const serializerChange = (line: number): ExpectedFinding => ({
  reason: 'schema_migration_full_chain',
  severity: 'warning',
  line,
  message: 'A serializer changes, but the plan names no test and no reader of the serialized data.',
});
// These plans name code paths, so plan/reads-from-dependency (a blocker) asks for its section too.
const readsFromOff = { 'plan/reads-from-dependency': 'off' } as const;
const EDIT = 'Add a `currency` field in src/orders/schemas.py';

ruleTester.run(planVerifier, 'plan/schema-migration-full-chain', {
  valid: [
    { name: 'a test path anywhere in the plan', input: lines(EDIT, 'Test: tests/test_orders_schema.py'), rules: readsFromOff, verdict: 'pass' },
    { name: 'a reader named anywhere', input: lines('Update the reader of old exports.', EDIT), rules: readsFromOff, verdict: 'pass' },
    { name: 'json.load named', input: lines(EDIT, 'The nightly job calls json.load on them.'), rules: readsFromOff, verdict: 'pass' },
    { name: 'the override', input: lines(EDIT, 'override: schema-migration-full-chain (fields are additive)'), rules: readsFromOff, verdict: 'pass' },
    { name: 'the other test path forms', input: lines(EDIT, 'See test/orders/roundtrip.py, orders_test.py and (test_money.py)'), rules: readsFromOff, verdict: 'pass' },
    { name: 'matched quirk: a migrate script with an extension is not a schema path', input: 'Run scripts/migrate_v3.py once.', rules: readsFromOff, verdict: 'pass' },
    { name: 'a path glued to a period is another token', input: 'Edit src/orders/schemas.py.', rules: readsFromOff, verdict: 'pass' },
    { name: 'not a schema: src/schemas.py needs a directory after src/', input: 'Edit src/schemas.py now', rules: readsFromOff, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a schema file changes with no test and no reader: a warning',
      input: lines('# Orders', EDIT),
      rules: readsFromOff,
      errors: [
        {
          ...schemaChange('src/orders/schemas.py', 2),
          evidence: [EDIT],
          hint: 'Trace the full chain: the writer, every reader (json.load, consumers), and a test that round-trips old data; or add "override: schema-migration-full-chain" with the reason.',
        },
      ],
      verdict: 'pass',
      repaired: { input: lines('# Orders', EDIT, 'Test: tests/test_orders_schema.py') },
    },
    {
      name: 'the first schema path wins over an earlier serializer',
      input: lines('Change to_dict on Order.', 'Edit `app/store/_schema.py` and src/core/data/storage.py'),
      rules: readsFromOff,
      errors: [schemaChange('app/store/_schema.py', 2)],
      verdict: 'pass',
    },
    {
      name: 'the first schema path wins when it is on the first line',
      input: lines('Edit src/orders/schemas.py', 'Then src/billing/schemas.py'),
      rules: readsFromOff,
      errors: [schemaChange('src/orders/schemas.py', 1)],
      verdict: 'pass',
    },
    { name: 'the first serializer line wins when it is the first line', input: lines('Change to_dict on Order.', 'Change from_dict on Order.'), errors: [serializerChange(1)], verdict: 'pass' },
    { name: 'a migrate script without an extension', input: 'Run scripts/migrate_state_v4 once.', rules: readsFromOff, errors: [schemaChange('scripts/migrate_state_v4', 1)], verdict: 'pass' },
    { name: 'case-insensitive forms, the token as written', input: 'Edit SRC/Orders/Schemas.PY', rules: readsFromOff, errors: [schemaChange('SRC/Orders/Schemas.PY', 1)], verdict: 'pass' },
    {
      name: 'only a serializer',
      input: lines('# Export', 'Change @dataclass(frozen=True) on Order and its asdict output.'),
      errors: [serializerChange(2)],
      verdict: 'pass',
      repaired: { input: lines('# Export', 'Change @dataclass(frozen=True) on Order and its asdict output.', 'The consumer in billing reads it.') },
    },
    {
      name: 'raised to a blocker by configuration',
      input: 'Change from_index on the search index.',
      rules: { 'plan/schema-migration-full-chain': 'blocker' },
      errors: [{ ...serializerChange(1), severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: 'Change from_index on the search index; the read-side is unchanged.' },
    },
    { name: 'CRLF line endings', input: crlf('# Orders', EDIT), rules: readsFromOff, errors: [schemaChange('src/orders/schemas.py', 2)], verdict: 'pass' },
    { name: 'a test path inside a fence does not count', input: lines(EDIT, '```', 'tests/test_orders.py', '```'), rules: readsFromOff, errors: [schemaChange('src/orders/schemas.py', 1)], verdict: 'pass' },
    {
      name: 'hostile: 200 kB path tokens (decided with string logic, linear)',
      input: lines(`Edit ${'a/'.repeat(50_000)}x.b/_schema.py`, 'Then src/orders/schemas.py'),
      rules: readsFromOff,
      errors: [schemaChange('src/orders/schemas.py', 2)],
      verdict: 'pass',
    },
  ],
});
