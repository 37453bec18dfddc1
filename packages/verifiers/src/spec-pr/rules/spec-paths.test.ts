import { ruleTester } from '../../rule-tester.test-helpers.js';
import { NEW, NEW_SPEC, OLD, OLD_BASE, OLD_HEAD, pr, superseding } from '../fixtures.test-helpers.js';
import { specPrVerifier } from '../index.js';

const HINT = 'Keep plans, code and images out of a spec-only PR, and add exactly one spec.';
const added = `A\t${NEW}\n`;
const alone = pr({ nameStatus: added, head: { [NEW]: NEW_SPEC } });
const notSpec = (path: string, line: number) => ({
  reason: 'non_spec_path',
  severity: 'blocker',
  line,
  column: 1,
  message: `${path} is not a spec (a .md file under doc/specs or docs/specs).`,
  evidence: [path],
  hint: HINT,
}) as const;

ruleTester.run(specPrVerifier, 'spec-pr/spec-paths', {
  valid: [
    { name: 'one added spec', ...alone, verdict: 'pass' },
    { name: 'docs/specs is a spec dir too', ...pr({ nameStatus: 'A\tdocs/specs/x.md\n' }), verdict: 'pass' },
    { name: 'an added spec and a banner on a modified one', ...pr(superseding(OLD_HEAD)), verdict: 'pass' },
    { name: 'a custom --spec-dir', ...pr({ nameStatus: 'A\tspecs/x.md\n' }), options: { specDirs: ['specs'] }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'code in a spec PR',
      ...pr({ nameStatus: `${added}M\tsrc/flow.ts\n` }),
      errors: [notSpec('src/flow.ts', 2)],
      verdict: 'fail',
      repaired: alone,
    },
    { name: 'an image under the spec dir', ...pr({ nameStatus: `${added}A\tdoc/specs/diagram.png\n` }), errors: [notSpec('doc/specs/diagram.png', 2)], verdict: 'fail' },
    { name: 'a plan beside the spec', ...pr({ nameStatus: `${added}A\tdoc/plans/2026-10-27-streamed-import.md\n` }), errors: [notSpec('doc/plans/2026-10-27-streamed-import.md', 2)], verdict: 'fail' },
    { name: 'a path that climbs out of the spec dir', ...pr({ nameStatus: `${added}A\tdoc/specs/../../etc/x.md\n` }), errors: [notSpec('doc/specs/../../etc/x.md', 2)], verdict: 'fail' },
    { name: 'an absolute path', ...pr({ nameStatus: `${added}A\t/etc/passwd.md\n` }), errors: [notSpec('/etc/passwd.md', 2)], verdict: 'fail' },
    {
      name: 'the default dirs under --spec-dir specs',
      ...pr({ nameStatus: added }),
      options: { specDirs: ['specs'] },
      errors: [
        { reason: 'non_spec_path', severity: 'blocker', line: 1, message: `${NEW} is not a spec (a .md file under specs).` },
        { reason: 'no_added_spec', severity: 'blocker', line: null },
      ],
      verdict: 'fail',
      repaired: { ...pr({ nameStatus: 'A\tspecs/x.md\n' }), options: { specDirs: ['specs'] } },
    },
    {
      name: 'no spec added: only a banner on an old one',
      ...pr({ nameStatus: `M\t${OLD}\n`, base: { [OLD]: OLD_BASE }, head: { [OLD]: OLD_HEAD } }),
      errors: [{ reason: 'no_added_spec', severity: 'blocker', line: null, message: 'The PR adds no spec.', hint: HINT }],
      verdict: 'fail',
      repaired: pr(superseding(OLD_HEAD)),
    },
    {
      name: 'two specs added',
      ...pr({ nameStatus: `${added}A\tdoc/specs/2026-10-28-another.md\n` }),
      errors: [
        {
          reason: 'multiple_added_specs',
          severity: 'blocker',
          line: null,
          message: `The PR adds 2 specs (${NEW}, doc/specs/2026-10-28-another.md); a spec-only PR adds exactly one.`,
        },
      ],
      verdict: 'fail',
      repaired: alone,
    },
    {
      name: 'twenty thousand added specs',
      ...pr({ nameStatus: Array.from({ length: 20_000 }, (_, i) => `A\tdoc/specs/${i}.md`).join('\n') }),
      errors: [{ reason: 'multiple_added_specs', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
  ],
});
