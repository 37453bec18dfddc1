import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { NEW, NEW_SPEC, pr } from '../fixtures.test-helpers.js';
import { specPrVerifier } from '../index.js';

const HINT = 'A spec-only PR adds one spec and may add supersession banners to older specs; move other changes to their own PR.';
const added = `A\t${NEW}\n`;
const alone = pr({ nameStatus: added, head: { [NEW]: NEW_SPEC } });
const second = (reason: string, message: string, path: string): ExpectedFinding => ({ reason, severity: 'blocker', line: 2, column: 1, message, evidence: [path], hint: HINT });

ruleTester.run(specPrVerifier, 'spec-pr/name-status', {
  valid: [
    { name: 'one added spec', ...alone, verdict: 'pass' },
    { name: 'CRLF and blank lines', ...pr({ nameStatus: `A\t${NEW}\r\n\n` }), verdict: 'pass' },
    { name: 'a C-quoted path', ...pr({ nameStatus: 'A\t"doc/specs/caf\\303\\251.md"\n' }), verdict: 'pass' },
    { name: 'an added non-spec file is spec-paths\' finding', ...pr({ nameStatus: `${added}A\tsrc/flow.ts\n` }), verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'a line that does not fit the format',
      ...pr({ nameStatus: `${added}A ${NEW}\n` }),
      errors: [
        {
          reason: 'name_status_malformed',
          severity: 'blocker',
          line: 2,
          column: 1,
          message: `Name-status line 2 "A ${NEW}" does not fit "<S>\\t<path>" or "R<score>\\t<old>\\t<new>".`,
          hint: HINT,
        },
      ],
      verdict: 'fail',
      repaired: alone,
    },
    {
      name: 'an unknown status, a rename without its score... each malformed line',
      ...pr({ nameStatus: `${added}Q\tsrc/x.ts\nR\ta.md\tb.md\nM\t\n` }),
      errors: [
        { reason: 'name_status_malformed', severity: 'blocker', line: 2 },
        { reason: 'name_status_malformed', severity: 'blocker', line: 3 },
        { reason: 'name_status_malformed', severity: 'blocker', line: 4 },
      ],
      verdict: 'fail',
    },
    {
      name: 'an empty diff',
      ...pr({ nameStatus: '\n  \n' }),
      errors: [{ reason: 'empty_diff', severity: 'blocker', line: null, message: 'The diff has no entries.', hint: HINT }],
      verdict: 'fail',
      repaired: alone,
    },
    {
      name: 'a deletion',
      ...pr({ nameStatus: `${added}D\tdoc/specs/2026-02-03-retired.md\n` }),
      errors: [second('has_deletion', 'The PR deletes doc/specs/2026-02-03-retired.md; a spec-only PR only adds a spec (and banners).', 'doc/specs/2026-02-03-retired.md')],
      verdict: 'fail',
      repaired: alone,
    },
    {
      name: 'a rename',
      ...pr({ nameStatus: `${added}R100\tdoc/specs/draft.md\tdoc/specs/final.md\n` }),
      errors: [second('has_rename', 'The PR renames doc/specs/draft.md -> doc/specs/final.md; a spec-only PR only adds a spec (and banners).', 'doc/specs/final.md')],
      verdict: 'fail',
      repaired: alone,
    },
    {
      name: 'a copy',
      ...pr({ nameStatus: `${added}C075\tdoc/specs/a.md\tdoc/specs/c.md\n` }),
      errors: [second('has_copy', 'The PR copies doc/specs/a.md -> doc/specs/c.md; a spec-only PR only adds a spec (and banners).', 'doc/specs/c.md')],
      verdict: 'fail',
      repaired: alone,
    },
    {
      name: 'a type change',
      ...pr({ nameStatus: `${added}T\tdoc/specs/link.md\n` }),
      errors: [second('has_typechange', 'The PR changes the type of doc/specs/link.md; a spec-only PR only adds a spec (and banners).', 'doc/specs/link.md')],
      verdict: 'fail',
      repaired: alone,
    },
    {
      name: 'an unmerged path',
      ...pr({ nameStatus: `${added}U\tdoc/specs/conflict.md\n` }),
      errors: [second('unsupported_status', 'Status U (doc/specs/conflict.md) is not allowed in a spec-only PR.', 'doc/specs/conflict.md')],
      verdict: 'fail',
      repaired: alone,
    },
    {
      name: 'every structural problem, in table order',
      ...pr({ nameStatus: `T\tdoc/specs/t.md\nD\tdoc/specs/d.md\nX\tdoc/specs/x.md\n${added}` }),
      errors: [
        { reason: 'has_deletion', severity: 'blocker', line: 2 },
        { reason: 'has_typechange', severity: 'blocker', line: 1 },
        { reason: 'unsupported_status', severity: 'blocker', line: 3 },
      ],
      verdict: 'fail',
    },
  ],
});
