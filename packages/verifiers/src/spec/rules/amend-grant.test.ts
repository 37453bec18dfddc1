import { ruleTester } from '../../rule-tester.test-helpers.js';
import { VALID, withHeader } from '../fixtures.test-helpers.js';
import { specVerifier } from '../index.js';

// The header block starts on line 3 (docs/rules/spec/amend-grant.md). The rule always reports
// its reading: an info outcome, or a blocker when the line is malformed; so every input is an
// invalid case here, and a repaired twin names the outcome that remains.
const HINT = 'Keep exactly one "**Amend-grant:** <none | sentence>" line in the header, its value on that one line.';
const NONE = { reason: 'grant_none', severity: 'info', line: 3 } as const;
const ACTIVE = { reason: 'grant_active', severity: 'info', line: 3 } as const;

ruleTester.run(specVerifier, 'spec/amend-grant', {
  valid: [{ name: 'turned off in the config, it reads nothing', input: VALID, rules: { 'spec/amend-grant': 'off' }, verdict: 'pass' }],
  invalid: [
    {
      name: 'no line in the header: a legacy spec, no grant',
      input: withHeader('**Goal:** invoices download as PDF.'),
      errors: [{ reason: 'grant_line_absent', severity: 'info', line: null, column: null, message: 'The header block has no **Amend-grant:** line (a legacy spec: no grant).' }],
      verdict: 'pass',
    },
    {
      name: 'a line below the first ## never counts',
      input: withHeader('**Goal:** g').replace('Finance exports', '**Amend-grant:** apply amends for me\nFinance exports'),
      errors: [{ reason: 'grant_line_absent', severity: 'info', line: null }],
      verdict: 'pass',
    },
    {
      name: 'none, padded',
      input: withHeader('**Amend-grant:**    none   '),
      errors: [{ reason: 'grant_none', severity: 'info', line: 3, column: 1, message: 'Amend-grant: none (no standing amend grant).' }],
      verdict: 'pass',
    },
    {
      name: 'none with a funded round (case-insensitive suffix)',
      input: withHeader('**Amend-grant:** none; FUND 1 fix round'),
      errors: [NONE],
      verdict: 'pass',
    },
    {
      name: 'a sentence: the grant is active',
      input: withHeader('**Amend-grant:** apply amends for me; fund 2 fix rounds\n**Date:** 2026-11-20'),
      errors: [{ reason: 'grant_active', severity: 'info', line: 3, column: 1, message: 'A standing amend grant is active: "apply amends for me".' }],
      verdict: 'pass',
    },
    {
      name: 'None is a sentence, not none',
      input: withHeader('**Amend-grant:** None'),
      errors: [{ ...ACTIVE, message: 'A standing amend grant is active: "None".' }],
      verdict: 'pass',
    },
    {
      name: 'a banner right below is not a continuation',
      input: withHeader('**Amend-grant:** none\n> **Superseded by:** [doc/specs/next.md](./next.md) - fully'),
      errors: [NONE],
      verdict: 'pass',
    },
    {
      name: 'a long sentence is cut at 100 characters in the message',
      input: withHeader(`**Amend-grant:** ${'a'.repeat(120)}`),
      errors: [{ ...ACTIVE, message: `A standing amend grant is active: "${'a'.repeat(100)}…".` }],
      verdict: 'pass',
    },
    {
      name: 'two lines',
      input: withHeader('**Amend-grant:** none\n**Amend-grant:** apply amends for me'),
      errors: [{
        reason: 'grant_line_duplicated',
        severity: 'blocker',
        line: 3,
        column: 1,
        message: 'The header block has 2 **Amend-grant:** lines (lines 3, 4).',
        evidence: ['3: **Amend-grant:** none', '4: **Amend-grant:** apply amends for me'],
        hint: HINT,
      }],
      verdict: 'fail',
      repaired: { input: withHeader('**Amend-grant:** apply amends for me'), errors: [ACTIVE] },
    },
    {
      name: 'fences are not special in the header: a fenced line counts',
      input: withHeader('```\n**Amend-grant:** apply amends for me\n```\n**Amend-grant:** none'),
      errors: [{ reason: 'grant_line_duplicated', severity: 'blocker', line: 4, evidence: ['4: **Amend-grant:** apply amends for me', '6: **Amend-grant:** none'] }],
      verdict: 'fail',
    },
    {
      name: 'an empty value',
      input: withHeader('**Amend-grant:**'),
      errors: [{ reason: 'grant_value_empty', severity: 'blocker', line: 3, column: 1, message: 'The **Amend-grant:** line has no value (write "none" or the granting sentence).', evidence: ['3: **Amend-grant:**'], hint: HINT }],
      verdict: 'fail',
      repaired: { input: withHeader('**Amend-grant:** none'), errors: [NONE] },
    },
    {
      name: 'a value that continues on the next line',
      input: withHeader('**Amend-grant:** apply amends for me,\nbut ask before a redraw'),
      errors: [{
        reason: 'grant_value_continued',
        severity: 'blocker',
        line: 4,
        column: 1,
        message: 'The grant value continues on line 4; it must fit on one line.',
        evidence: ['3: **Amend-grant:** apply amends for me,', '4: but ask before a redraw'],
      }],
      verdict: 'fail',
      repaired: { input: withHeader('**Amend-grant:** apply amends for me, but ask before a redraw'), errors: [ACTIVE] },
    },
    {
      name: 'an empty value followed by a continuation reports both',
      input: withHeader('**Amend-grant:**\napply amends for me'),
      errors: [
        { reason: 'grant_value_empty', severity: 'blocker', line: 3 },
        { reason: 'grant_value_continued', severity: 'blocker', line: 4 },
      ],
      verdict: 'fail',
    },
    {
      name: 'a funding suffix of zero rounds',
      input: withHeader('**Amend-grant:** apply amends for me; fund 0 fix rounds'),
      errors: [{ reason: 'fund_count_invalid', severity: 'blocker', line: 3, column: 1, message: 'The funding suffix must fund at least one fix round.', evidence: ['3: **Amend-grant:** apply amends for me; fund 0 fix rounds'] }],
      verdict: 'fail',
      repaired: { input: withHeader('**Amend-grant:** apply amends for me; fund 1 fix round'), errors: [ACTIVE] },
    },
    {
      name: 'CRLF line ends',
      input: withHeader('**Amend-grant:** none\n**Amend-grant:** none').replace(/\n/g, '\r\n'),
      errors: [{ reason: 'grant_line_duplicated', severity: 'blocker', line: 3, evidence: ['3: **Amend-grant:** none', '4: **Amend-grant:** none'] }],
      verdict: 'fail',
    },
    {
      name: 'a byte-order mark before the title',
      input: `\uFEFF${withHeader('**Amend-grant:** apply amends for me')}`,
      errors: [ACTIVE],
      verdict: 'pass',
    },
    {
      name: 'downgraded to a warning in the config, a malformed grant passes',
      input: withHeader('**Amend-grant:**'),
      rules: { 'spec/amend-grant': 'warning' },
      errors: [{ reason: 'grant_value_empty', severity: 'warning', line: 3 }],
      verdict: 'pass',
    },
  ],
});
