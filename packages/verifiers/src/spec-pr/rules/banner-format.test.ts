import { ruleTester } from '../../rule-tester.test-helpers.js';
import { NEW, OLD, OLD_HEAD, banner, pr, superseding } from '../fixtures.test-helpers.js';
import { specPrVerifier } from '../index.js';

const HINT = 'Write "> **Superseded by:** [<added spec path>](<href>) - <scope>".';
const elsewhere = OLD_HEAD.replace(banner(), banner('doc/specs/2026-08-30-elsewhere.md'));
const bare = OLD_HEAD.replace(banner(), `> **Superseded by:** ${NEW}`);

ruleTester.run(specPrVerifier, 'spec-pr/banner-format', {
  valid: [
    { name: 'the default banner citing the added spec', ...pr(superseding(OLD_HEAD)), verdict: 'pass' },
    { name: 'no modified spec', ...pr({ nameStatus: `A\t${NEW}\n` }), verdict: 'pass' },
    { name: 'not checked without a single added spec', ...pr({ nameStatus: `M\t${OLD}\n`, base: superseding(bare).base, head: { [OLD]: bare } }), verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'a banner that cites another spec (advisory: the PR stays spec-only)',
      ...pr(superseding(elsewhere)),
      errors: [
        {
          reason: 'banner_does_not_cite_added_spec',
          severity: 'warning',
          line: null,
          message: `${OLD}: the banner cites doc/specs/2026-08-30-elsewhere.md, not the added spec ${NEW}.`,
          evidence: [OLD],
          hint: HINT,
        },
      ],
      verdict: 'pass',
      repaired: pr(superseding(OLD_HEAD)),
    },
    {
      name: 'a banner without the link syntax',
      ...pr(superseding(bare)),
      errors: [{ reason: 'banner_format_nonstandard', severity: 'warning', line: null, message: `${OLD}: "> **Superseded by:** ${NEW}" is not "> **Superseded by:** [<path>](<href>) - <scope>".`, evidence: [OLD], hint: HINT }],
      verdict: 'pass',
      repaired: pr(superseding(OLD_HEAD)),
    },
    {
      name: 'raised to a blocker in the config, it fails the PR',
      ...pr(superseding(bare)),
      rules: { 'spec-pr/banner-format': 'blocker' },
      errors: [{ reason: 'banner_format_nonstandard', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
  ],
});
