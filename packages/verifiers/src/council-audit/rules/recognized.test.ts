import { ruleTester } from '../../rule-tester.test-helpers.js';
import { councilAuditVerifier } from '../index.js';

// Commit bodies written from docs/rules/council-audit/recognized.md.
const HINT = 'Write "Applied:", "Deferred:" and "Rejected:" lines; each item "[<severity>] <cluster> - raised-by: [<slugs>] -> <edit>", or "none".';
const LEGACY_HINT = `${HINT} For commits from before the council, opt into "council-audit/recognized": ["blocker", { "legacy": true }] in the config.`;
const LEGACY = { 'council-audit/recognized': { legacy: true } };
const SUBJECT = 'docs(spec): add the invoice export spec\n\n';
const APPLIED = 'Applied: [major] Retry policy unstated - raised-by: [p-alpha] -> stated 3 retries';
const AUDIT = `${SUBJECT}${APPLIED}\nDeferred: none\nRejected: none\n`;
const PLAIN = `${SUBJECT}Written with the product owner.\n`;
const OLD = `${SUBJECT}Applied: clarified retries -> edit\nDeferred: none\nRejected: rename field -> keep\n`;

ruleTester.run(councilAuditVerifier, 'council-audit/recognized', {
  valid: [
    { name: 'an audit with one applied item', input: AUDIT, verdict: 'pass' },
    { name: 'all three none, in any case', input: 'Applied: NONE\nDeferred: None\nRejected: none  \n', verdict: 'pass' },
    {
      name: 'bullets, a coverage line, severities in any case, prefixed raisers',
      input: `Coverage: 2 of 3 members reported\n- ${APPLIED}\n* Deferred: [MINOR] Log sampling - raised-by: [member-2-p-beta.md, p/ops:high] -> next month\nRejected: [Blocker] Rename field - raised-by: [p-gamma] -> keep the ticket's wording\n`,
      verdict: 'pass',
    },
    { name: 'a label in the middle of a line is not a label', input: `Recap: Applied: [minor] typo\n${AUDIT}`, verdict: 'pass' },
    { name: 'CRLF line ends', input: AUDIT.replace(/\n/g, '\r\n'), verdict: 'pass' },
    { name: 'a byte-order mark', input: `\uFEFF${AUDIT}`, verdict: 'pass' },
    { name: 'twenty thousand items', input: `${`${APPLIED}\n`.repeat(20_000)}Deferred: none\nRejected: none\n`, verdict: 'pass' },
    { name: 'legacy: a recognised audit stays silent', input: AUDIT, ruleOptions: LEGACY, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a commit that carries no audit',
      input: PLAIN,
      errors: [{
        reason: 'audit_unparseable',
        severity: 'blocker',
        line: null,
        column: null,
        message: 'No council audit found: the text has no "Applied:", "Deferred:" or "Rejected:" line.',
        hint: LEGACY_HINT,
      }],
      verdict: 'fail',
      repaired: { input: AUDIT },
    },
    {
      name: 'an empty body',
      input: '',
      errors: [{ reason: 'audit_unparseable', severity: 'blocker', line: null, message: /^No council audit found/ }],
      verdict: 'fail',
    },
    {
      name: 'an audit in the old format, without severities or raisers',
      input: OLD,
      errors: [{
        reason: 'audit_unparseable',
        severity: 'blocker',
        line: 3,
        column: 1,
        message: 'The audit is in the old format: no item carries a [blocker|major|minor] severity or "raised-by: [...]" (first item on line 3).',
        hint: LEGACY_HINT,
      }],
      verdict: 'fail',
      repaired: { input: AUDIT },
    },
    {
      name: 'a label missing',
      input: `${APPLIED}\nDeferred: none\n`,
      errors: [{ reason: 'audit_unparseable', severity: 'blocker', line: null, message: 'The audit lacks the Rejected label (all three are required, "none" when empty).', hint: HINT }],
      verdict: 'fail',
      repaired: { input: `${APPLIED}\nDeferred: none\nRejected: none\n` },
    },
    {
      name: 'two labels missing',
      input: `${APPLIED}\n`,
      errors: [{ reason: 'audit_unparseable', severity: 'blocker', line: null, message: 'The audit lacks the Deferred, Rejected labels (all three are required, "none" when empty).' }],
      verdict: 'fail',
    },
    {
      name: 'lowercase labels are not labels',
      input: 'applied: [major] x - raised-by: [p-alpha] -> y\nDeferred: none\nRejected: none\n',
      errors: [{ reason: 'audit_unparseable', severity: 'blocker', line: null, message: /lacks the Applied label/ }],
      verdict: 'fail',
    },
    {
      name: 'one item without a severity voids the audit',
      input: `${APPLIED}\nDeferred: log sampling - raised-by: [p-ops] -> next month\nRejected: none\n`,
      errors: [{ reason: 'audit_unparseable', severity: 'blocker', line: 2, column: 1, message: 'The Deferred item on line 2 has no [blocker|major|minor] severity.', hint: HINT }],
      verdict: 'fail',
      repaired: { input: `${APPLIED}\nDeferred: [minor] log sampling - raised-by: [p-ops] -> next month\nRejected: none\n` },
    },
    {
      name: 'an item without raised-by',
      input: `${APPLIED}\nDeferred: none\nRejected: [minor] rename field -> keep\n`,
      errors: [{ reason: 'audit_unparseable', severity: 'blocker', line: 3, message: 'The Rejected item on line 3 has no "raised-by: [...]" attribution.' }],
      verdict: 'fail',
    },
    {
      name: 'an item whose only raiser is a dash',
      input: 'Applied: [major] cache - raised-by: [-, ] -> added\nDeferred: none\nRejected: none\n',
      errors: [{ reason: 'audit_unparseable', severity: 'blocker', line: 1, message: 'The Applied item on line 1 names no raiser.' }],
      verdict: 'fail',
    },
    {
      name: 'a hostile item of 20 000 unclosed raiser lists is read in linear time',
      input: `Applied: [major] ${'raised-by: ['.repeat(20_000)}\nDeferred: none\nRejected: none\n`,
      errors: [{ reason: 'audit_unparseable', severity: 'blocker', line: 1, message: 'The Applied item on line 1 has no "raised-by: [...]" attribution.' }],
      verdict: 'fail',
    },
    {
      name: 'the first bad item is named',
      input: 'Applied: [major] a - raised-by: [p]\nApplied: b - raised-by: [p]\nApplied: [minor] c\nDeferred: none\nRejected: none\n',
      errors: [{ reason: 'audit_unparseable', severity: 'blocker', line: 2, message: /^The Applied item on line 2 has no \[blocker/ }],
      verdict: 'fail',
    },
    {
      name: 'legacy: a commit without an audit is a note, and passes',
      input: PLAIN,
      ruleOptions: LEGACY,
      errors: [{
        reason: 'audit_unparseable',
        severity: 'info',
        line: null,
        message: 'No council audit found: the text has no "Applied:", "Deferred:" or "Rejected:" line. (a legacy commit: accepted by the rule\'s legacy option)',
      }],
      verdict: 'pass',
    },
    {
      name: 'legacy: an old-format audit is a note, and passes',
      input: OLD,
      ruleOptions: LEGACY,
      errors: [{ reason: 'audit_unparseable', severity: 'info', line: 3, message: /\(a legacy commit: accepted by the rule's legacy option\)$/ }],
      verdict: 'pass',
    },
    {
      name: 'legacy: a broken new-format audit still fails',
      input: `${APPLIED}\nDeferred: log sampling - raised-by: [p-ops]\nRejected: none\n`,
      ruleOptions: LEGACY,
      errors: [{ reason: 'audit_unparseable', severity: 'blocker', line: 2, hint: HINT }],
      verdict: 'fail',
      repaired: { input: AUDIT },
    },
    {
      name: 'legacy: a missing label still fails',
      input: `${APPLIED}\nDeferred: none\n`,
      ruleOptions: LEGACY,
      errors: [{ reason: 'audit_unparseable', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'downgraded to a warning in the config, the commit passes',
      input: PLAIN,
      rules: { 'council-audit/recognized': 'warning' },
      errors: [{ reason: 'audit_unparseable', severity: 'warning', line: null }],
      verdict: 'pass',
    },
  ],
});
