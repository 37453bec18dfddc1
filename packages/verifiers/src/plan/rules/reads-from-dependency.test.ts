import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const reason = 'reads_from_dependency';
const missing: ExpectedFinding = {
  reason,
  severity: 'blocker',
  line: 1,
  message:
    'Plan ships code but has no `## Depends-on (reads-from)` section. Add the section listing every data path / contract the new code reads, each with status `verified` or `unverified`.',
};
const unverified = (line: number): ExpectedFinding => ({
  reason,
  severity: 'blocker',
  line,
  message: 'A reads-from dependency is unverified: the new code reads something nobody has shown is written.',
});
const EDIT = 'Edit src/orders/load.ts to read orders.json.';
const SECTION = '## Depends-on (reads-from)';
const VERIFIED = '- `orders.json` — verified (written by scripts/export.py)';

ruleTester.run(planVerifier, 'plan/reads-from-dependency', {
  valid: [
    { name: 'an empty plan', input: '', verdict: 'pass' },
    { name: 'a plan that ships no code', input: 'Update the README wording and the changelog.', verdict: 'pass' },
    { name: 'code with its reads listed and verified', input: lines(EDIT, SECTION, VERIFIED), verdict: 'pass' },
    { name: 'the section at level 4, case-insensitive', input: lines('#### depends-on (READS-FROM)', '- `orders.json` — verified', EDIT), verdict: 'pass' },
    { name: 'the override anywhere, even in prose', input: lines(EDIT, 'Reads nothing new, so "override: reads-from-dependency".'), verdict: 'pass' },
    { name: '"unverified" not at the end of the entry', input: lines(EDIT, SECTION, '- `orders.json` — unverified until Friday, then verified'), verdict: 'pass' },
    { name: 'an unverified line after the section ends (next H1-H4)', input: lines(EDIT, SECTION, VERIFIED, '## Risks', '- `cache` — unverified'), verdict: 'pass' },
    { name: 'only the first Depends-on section is read', input: lines(SECTION, VERIFIED, EDIT, SECTION, '- `cache` — unverified'), verdict: 'pass' },
    { name: 'a code path inside a fence is blanked', input: lines('```', 'src/app.ts', '```'), verdict: 'pass' },
    { name: 'a dotted word that is not a code file', input: 'Read the notes.txt and e.g. the wiki.', verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a plan that ships code without the section: one blocker at line 1',
      input: lines('# Plan', '', EDIT),
      errors: [{ ...missing, hint: 'Add "## Depends-on (reads-from)" with one "- `<path>` — verified|unverified" line per read.' }],
      verdict: 'fail',
      repaired: { input: lines('# Plan', '', EDIT, SECTION, VERIFIED) },
    },
    { name: 'a bare file name with a code extension', input: 'Then run migrate.py once.', errors: [missing], verdict: 'fail' },
    { name: 'a path under packages/ in backticks', input: 'Touch `packages/core/index.md` only.', errors: [missing], verdict: 'fail' },
    {
      name: 'an unverified entry (em dash)',
      input: lines(EDIT, SECTION, '- `orders.json` — unverified'),
      errors: [
        {
          ...unverified(3),
          evidence: ['- `orders.json` — unverified'],
          hint: 'Find the writer and mark it verified, drop the read, or add "override: reads-from-dependency" with the rationale.',
        },
      ],
      verdict: 'fail',
      repaired: { input: lines(EDIT, SECTION, VERIFIED) },
    },
    {
      name: 'every unverified entry until the next H1-H4 heading (an H5 does not end it)',
      input: lines(EDIT, SECTION, '- `a.json` - unverified', '- `b.json` — verified', '##### detail', '- `c.json` —unverified  ', '## Next', '- `d` — unverified'),
      errors: [unverified(3), unverified(6)],
      verdict: 'fail',
    },
    { name: 'lowered to a warning by configuration: the gate opens', input: EDIT, rules: { 'plan/reads-from-dependency': 'warning' }, errors: [{ ...missing, severity: 'warning' }], verdict: 'pass' },
    { name: 'CRLF line endings', input: crlf(EDIT, SECTION, '- `x` — unverified'), errors: [unverified(3)], verdict: 'fail', repaired: { input: crlf(EDIT, SECTION, '- `x` — verified') } },
    { name: 'a BOM before the first line', input: `\ufeff${EDIT}`, errors: [missing], verdict: 'fail' },
    { name: 'huge: the code path after 20 000 lines', input: `${'Plain step.\n'.repeat(20_000)}${EDIT}\n`, errors: [missing], verdict: 'fail' },
    { name: 'hostile: a 200 kB run of path characters', input: `${'a/b.'.repeat(50_000)}py`, errors: [missing], verdict: 'fail' },
  ],
});
