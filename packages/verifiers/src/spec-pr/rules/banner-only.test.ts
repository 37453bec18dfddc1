import { ruleTester } from '../../rule-tester.test-helpers.js';
import { OLD, OLD_BASE, OLD_HEAD, banner, pr, superseding } from '../fixtures.test-helpers.js';
import { specPrVerifier } from '../index.js';

const HINT = 'Only insert "> **Superseded by:** [<path>](<href>) - <scope>" below the title (after one blank line).';
const edited = OLD_HEAD.replace('Uploads over 20 MB time out', 'Uploads over 20 MB time out; retired now');
const below = `# Batch import\n\n**Goal:** load a CSV in one request.\n\n## Problem\n\n${banner()}\n\nUploads over 20 MB time out\n`;

ruleTester.run(specPrVerifier, 'spec-pr/banner-only', {
  valid: [
    { name: 'a banner below the title', ...pr(superseding(OLD_HEAD)), verdict: 'pass' },
    {
      name: 'a second banner appended below an older one',
      ...pr(superseding(`# Older\n\n${banner('doc/specs/a.md')}\n${banner()}\n\nbody\n`, `# Older\n\n${banner('doc/specs/a.md')}\n\nbody\n`)),
      verdict: 'pass',
    },
    { name: 'CRLF on both sides', ...pr(superseding(OLD_HEAD.replace(/\n/g, '\r\n'), OLD_BASE.replace(/\n/g, '\r\n'))), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'an existing line edited next to the banner',
      ...pr(superseding(edited)),
      errors: [
        {
          reason: 'modified_spec_changes_existing_lines',
          severity: 'blocker',
          line: null,
          message: `${OLD}: the PR changes or removes existing lines (base lines 3-7); a superseded spec only gains a banner.`,
          evidence: [OLD],
          hint: HINT,
        },
      ],
      verdict: 'fail',
      repaired: pr(superseding(OLD_HEAD)),
    },
    {
      name: 'a line removed',
      ...pr(superseding(OLD_HEAD.replace('**Goal:** load a CSV in one request.\n\n', ''))),
      errors: [{ reason: 'modified_spec_changes_existing_lines', severity: 'blocker', line: null, message: `${OLD}: the PR changes or removes existing lines (base line 3); a superseded spec only gains a banner.` }],
      verdict: 'fail',
    },
    {
      name: 'prose added below the banner',
      ...pr(superseding(OLD_HEAD.replace(banner(), `${banner()}\nRead the streamed import spec.`))),
      errors: [{ reason: 'modified_spec_not_banner_only', severity: 'blocker', line: null, message: `${OLD}: the inserted lines are not only "> **Superseded by:**" banner lines.`, evidence: [OLD], hint: HINT }],
      verdict: 'fail',
      repaired: pr(superseding(OLD_HEAD)),
    },
    {
      name: 'a modified spec without any change is not a banner',
      ...pr(superseding(OLD_BASE)),
      errors: [{ reason: 'modified_spec_not_banner_only', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'the banner under another heading',
      ...pr(superseding(below)),
      errors: [{ reason: 'banner_not_adjacent_to_title', severity: 'blocker', line: null, message: `${OLD}: the banner (head line 7) is not right below the title.`, evidence: [OLD], hint: HINT }],
      verdict: 'fail',
      repaired: pr(superseding(OLD_HEAD)),
    },
    {
      name: 'no title above the banner',
      ...pr(superseding(`${banner()}\n\n**Goal:** g\n`, '\n**Goal:** g\n')),
      errors: [{ reason: 'banner_not_adjacent_to_title', severity: 'blocker', line: null, message: `${OLD}: the banner (head line 1) is not right below the title.` }],
      verdict: 'fail',
    },
  ],
});
