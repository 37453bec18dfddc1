import { ruleTester } from '../../rule-tester.test-helpers.js';
import { VALID, rows } from '../fixtures.test-helpers.js';
import { specVerifier } from '../index.js';

// One row (line 14) and its disposition line (line 15, column 3) in an otherwise valid spec.
const row = (disposition: string, text = 'Invoices download as PDF') => rows(`- [ ] ${text}\n${disposition}`);
const THIS_REPO = { thisRepo: 'northwind/billing' };
const REF_HINT = 'Name a ref: #N, owner/repo#N, ABC-123, a spec path under a spec dir, or an http(s) URL.';

ruleTester.run(specVerifier, 'spec/ac-disposition', {
  valid: [
    { name: 'in-scope', input: VALID, verdict: 'pass' },
    { name: 'in-scope with commentary', input: row('  in-scope (the parser covers it)'), verdict: 'pass' },
    { name: 'deviates: with a reason', input: row('  deviates: shipped to one region first, see Design'), verdict: 'pass' },
    { name: 'deferred: #N', input: row('  deferred: #230'), verdict: 'pass' },
    { name: 'deferred: owner/repo#N', input: row('  deferred: northwind/billing#230'), verdict: 'pass' },
    { name: 'deferred: a tracker key', input: row('  deferred: OPS-123 (next sprint)'), verdict: 'pass' },
    { name: 'deferred: a spec path under a default spec dir', input: row('  deferred: see doc/specs/2026-11-01-retention.md'), verdict: 'pass' },
    { name: 'deferred: a spec path under --spec-dir', input: row('  deferred: notes/specs/retention.md'), options: { specDirs: ['notes/specs/'] }, verdict: 'pass' },
    { name: 'deferred: an https URL', input: row('  deferred: https://tracker.example/browse/OPS-9.'), verdict: 'pass' },
    { name: 'venue: staging', input: row('  venue: staging - p95 on the seeded 10k dataset'), verdict: 'pass' },
    { name: 'venue: preprod is not production', input: row('  venue: preprod - dashboard p95'), verdict: 'pass' },
    { name: 'elsewhere: another repository', input: row('  elsewhere: northwind/portal'), options: THIS_REPO, verdict: 'pass' },
    { name: 'elsewhere: without --this-repo nothing is this repo', input: row('  elsewhere: northwind/billing'), verdict: 'pass' },
    { name: 'prose under a row is not a disposition line', input: row('  in-scope\n  Totals are rounded half-even.'), verdict: 'pass' },
    { name: 'a none section has no rows', input: VALID.replace(/Ticket[^]*in-scope/, 'none - no ticket'), verdict: 'pass' },
    { name: 'CRLF line ends', input: row('  deferred: #5').replace(/\n/g, '\r\n'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a word: line outside the set',
      input: row('  dropped: out of budget', 'Refunds reach the card'),
      errors: [{
        reason: 'disposition_unknown',
        severity: 'blocker',
        line: 15,
        column: 3,
        message: 'Row 1: "dropped: out of budget" is not a disposition (in-scope, deviates:, deferred:, venue:, elsewhere:).',
        evidence: ['  dropped: out of budget'],
      }],
      verdict: 'fail',
      repaired: { input: row('  deviates: card refunds only, see Design', 'Refunds reach the card') },
    },
    {
      name: 'keywords are case-sensitive: Deferred: is unknown',
      input: row('  Deferred: #18'),
      errors: [{ reason: 'disposition_unknown', severity: 'blocker', line: 15, column: 3 }],
      verdict: 'fail',
    },
    {
      name: 'an unknown word: line next to a known disposition',
      input: row('  in-scope\n  owner: finance'),
      errors: [{ reason: 'disposition_unknown', severity: 'blocker', line: 16, column: 3 }],
      verdict: 'fail',
    },
    {
      name: 'two disposition lines: the first one is used',
      input: row('  in-scope\n  deferred: #10'),
      errors: [{ reason: 'disposition_multiple', severity: 'blocker', line: 16, column: 3, message: 'Row 1: a second disposition line ("deferred: #10"); the first one is used.' }],
      verdict: 'fail',
      repaired: { input: row('  deferred: #10') },
    },
    {
      name: 'deviates: without a reason',
      input: row('  deviates:'),
      errors: [{ reason: 'deviates_reason_missing', severity: 'blocker', line: 15, column: 3, message: 'Row 1: "deviates:" needs a reason.' }],
      verdict: 'fail',
      repaired: { input: row('  deviates: shipped to one region first, see Design') },
    },
    {
      name: 'deferred: with no destination',
      input: row('  deferred:   '),
      errors: [{ reason: 'deferred_ref_missing', severity: 'blocker', line: 15, column: 3, message: 'Row 1: "deferred:" names no destination.', hint: 'Name where the row is deferred to: #N, owner/repo#N, ABC-123, a spec path or a URL.' }],
      verdict: 'fail',
      repaired: { input: row('  deferred: northwind/billing#230') },
    },
    {
      name: 'deferred: prose without a ref',
      input: row('  deferred: some cleanup story later on'),
      errors: [{
        reason: 'deferred_ref_unresolvable',
        severity: 'blocker',
        line: 15,
        column: 3,
        message: 'Row 1: "some cleanup story later on" holds no ref (#N, owner/repo#N, ABC-123, a spec path or an http(s) URL).',
        hint: REF_HINT,
      }],
      verdict: 'fail',
      repaired: { input: row('  deferred: OPS-123') },
    },
    {
      name: 'deferred: a markdown path outside every spec dir',
      input: row('  deferred: src/specs/retention.md'),
      errors: [{ reason: 'deferred_ref_unresolvable', severity: 'blocker', line: 15 }],
      verdict: 'fail',
    },
    {
      name: 'venue: without " - "',
      input: row('  venue: staging'),
      errors: [{ reason: 'venue_malformed', severity: 'blocker', line: 15, column: 3, message: 'Row 1: "venue:" must read "venue: <env> - <observation>".', hint: 'Write "venue: <env> - <observation>".' }],
      verdict: 'fail',
      repaired: { input: row('  venue: staging - p95 on the seeded 10k dataset') },
    },
    {
      name: 'venue: with an empty environment',
      input: row('  venue: - seen in the alerts channel'),
      errors: [{ reason: 'venue_malformed', severity: 'blocker', line: 15, message: 'Row 1: "venue:" needs both an environment and an observation.' }],
      verdict: 'fail',
    },
    {
      name: 'venue: production',
      input: row('  venue: prod-eu - dashboard p95'),
      errors: [{ reason: 'venue_production', severity: 'blocker', line: 15, column: 3, message: 'Row 1: the venue "prod-eu" is production; a venue is never production.' }],
      verdict: 'fail',
      repaired: { input: row('  venue: preprod - dashboard p95') },
    },
    {
      name: 'venue: production in code, in capitals',
      input: row('  venue: `PRD` - dashboard p95'),
      errors: [{ reason: 'venue_production', severity: 'blocker', line: 15 }],
      verdict: 'fail',
    },
    {
      name: 'elsewhere: with no repository',
      input: row('  elsewhere:'),
      errors: [{ reason: 'elsewhere_repo_missing', severity: 'blocker', line: 15, column: 3, message: 'Row 1: "elsewhere:" names no repository.' }],
      verdict: 'fail',
      repaired: { input: row('  elsewhere: northwind/portal') },
    },
    {
      name: 'elsewhere: this repository, by owner/name, case-insensitively',
      input: row('  elsewhere: Northwind/Billing.git'),
      options: THIS_REPO,
      errors: [{
        reason: 'elsewhere_is_this_repo',
        severity: 'blocker',
        line: 15,
        column: 3,
        message: 'Row 1: "Northwind/Billing.git" is this repository; elsewhere is never this repo.',
        hint: 'A row this repository owns is in-scope, deferred: or deviates:, not elsewhere:.',
      }],
      verdict: 'fail',
      repaired: { input: row('  elsewhere: northwind/portal'), options: THIS_REPO },
    },
    {
      name: 'elsewhere: this repository, by basename',
      input: row('  elsewhere: billing'),
      options: THIS_REPO,
      errors: [{ reason: 'elsewhere_is_this_repo', severity: 'blocker', line: 15 }],
      verdict: 'fail',
    },
    {
      name: 'a row without a disposition line reads in-scope, with a warning',
      input: rows('- [ ] Search returns exact hits first'),
      errors: [{ reason: 'disposition_defaulted', severity: 'warning', line: 14, column: 1, message: 'Row 1: no disposition line; the row reads in-scope.' }],
      verdict: 'pass',
      repaired: { input: rows('- [ ] Search returns exact hits first\n  in-scope') },
    },
    {
      name: 'each row is numbered in its messages',
      input: rows('- [ ] A\n  in-scope\n- [ ] B\n  deviates:\n- [ ] C'),
      errors: [
        { reason: 'deviates_reason_missing', severity: 'blocker', line: 17, message: 'Row 2: "deviates:" needs a reason.' },
        { reason: 'disposition_defaulted', severity: 'warning', line: 18, message: 'Row 3: no disposition line; the row reads in-scope.' },
      ],
      verdict: 'fail',
    },
    {
      name: 'a hostile disposition: the evidence is cut at 200 characters',
      input: row(`  deferred: ${'later '.repeat(5_000)}`),
      errors: [{ reason: 'deferred_ref_unresolvable', severity: 'blocker', line: 15, evidence: [`  deferred: ${'later '.repeat(5_000)}`.slice(0, 200)] }],
      verdict: 'fail',
    },
    {
      name: 'downgraded to a warning in the config, the spec passes',
      input: row('  deviates:'),
      rules: { 'spec/ac-disposition': 'warning' },
      errors: [{ reason: 'deviates_reason_missing', severity: 'warning', line: 15 }],
      verdict: 'pass',
    },
  ],
});
