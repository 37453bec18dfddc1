import { ruleTester } from '../../rule-tester.test-helpers.js';
import { markerVerifier } from '../index.js';

const HINT = 'Start the turn with e.g. "gauntlet: question" or "gauntlet: done responded".';

ruleTester.run(markerVerifier, 'marker/placement', {
  valid: [
    { name: 'a bare question marker', input: 'gauntlet: question\nWhich repo owns row 3?\n', verdict: 'pass' },
    { name: 'CRLF line ends', input: 'gauntlet: question\r\nWhich repo?\r\n', verdict: 'pass' },
    { name: 'behind a byte-order mark', input: '\uFEFFgauntlet: done shipped\n', verdict: 'pass' },
    { name: 'a marker with no body and no newline', input: 'gauntlet: done shipped', verdict: 'pass' },
    { name: 'a grammar problem is not a placement problem', input: 'gauntlet:question', verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'indented with spaces',
      input: '  gauntlet: question\nWhich repo owns row 3?\n',
      errors: [
        {
          reason: 'marker_indented',
          severity: 'blocker',
          line: 1,
          column: 1,
          message: 'Line 1 is indented; the marker must start at column 0.',
          evidence: ['  gauntlet: question'],
          hint: HINT,
        },
      ],
      verdict: 'fail',
      repaired: { input: 'gauntlet: question\nWhich repo owns row 3?\n' },
    },
    { name: 'indented with a tab, any case', input: '\tGauntlet: question', errors: [{ reason: 'marker_indented', severity: 'blocker', line: 1, column: 1 }], verdict: 'fail' },
    {
      name: 'wrapped in bold',
      input: '**gauntlet: done shipped**\n',
      errors: [
        {
          reason: 'marker_decorated',
          severity: 'blocker',
          line: 1,
          column: 1,
          message: 'Line 1 wraps the marker in markdown (backticks, emphasis or a blockquote); write it bare.',
          evidence: ['**gauntlet: done shipped**'],
        },
      ],
      verdict: 'fail',
      repaired: { input: 'gauntlet: done shipped\n' },
    },
    { name: 'in backticks', input: '`gauntlet: question`', errors: [{ reason: 'marker_decorated', severity: 'blocker', line: 1, column: 1 }], verdict: 'fail' },
    { name: 'in a blockquote', input: '> gauntlet: question', errors: [{ reason: 'marker_decorated', severity: 'blocker', line: 1, column: 1 }], verdict: 'fail' },
    { name: 'in underscores', input: '_gauntlet: question_', errors: [{ reason: 'marker_decorated', severity: 'blocker', line: 1, column: 1 }], verdict: 'fail' },
    {
      name: 'a capitalised prefix',
      input: 'Gauntlet: question\n',
      errors: [
        { reason: 'marker_case', severity: 'blocker', line: 1, column: 1, message: 'Line 1 spells the marker prefix in the wrong case; write "gauntlet:" in lowercase.' },
      ],
      verdict: 'fail',
      repaired: { input: 'gauntlet: question\n' },
    },
    { name: 'an upper-case prefix', input: 'GAUNTLET: question', errors: [{ reason: 'marker_case', severity: 'blocker', line: 1, column: 1 }], verdict: 'fail' },
    {
      name: 'a preamble above the marker',
      input: 'Here is the gate:\ngauntlet: gate=brainstorming/user-review-gate\n',
      errors: [
        {
          reason: 'marker_not_on_first_line',
          severity: 'blocker',
          line: 1,
          column: 1,
          message: 'Line 2 looks like the marker, but only line 1 counts.',
          evidence: ['line 1: Here is the gate:'],
          hint: 'Move the marker line to the very first line of the turn.',
        },
      ],
      verdict: 'fail',
      repaired: { input: 'gauntlet: gate=brainstorming/user-review-gate\nHere is the gate.\n' },
    },
    {
      name: 'an empty first line, the marker indented further down',
      input: '\n\n   gauntlet: question\n',
      errors: [{ reason: 'marker_not_on_first_line', severity: 'blocker', line: 1, column: 1, message: 'Line 3 looks like the marker, but only line 1 counts.' }],
      verdict: 'fail',
    },
    {
      name: 'no marker at all',
      input: 'Spec written.\n\nPlease review.\n',
      errors: [
        {
          reason: 'marker_missing',
          severity: 'blocker',
          line: 1,
          column: 1,
          message: 'The turn does not start with a "gauntlet:" marker line.',
          evidence: ['Spec written.'],
          hint: HINT,
        },
      ],
      verdict: 'fail',
      repaired: { input: 'gauntlet: question\nSpec written.\n\nPlease review.\n' },
    },
    { name: 'a later line that mentions the prefix mid-line is no marker', input: 'Hello\nsee the gauntlet: docs\n', errors: [{ reason: 'marker_missing', severity: 'blocker', line: 1, evidence: ['Hello'] }], verdict: 'fail' },
    {
      name: 'a long preamble is clipped in the evidence',
      input: `${'p'.repeat(300)}\ngauntlet: question\n`,
      errors: [{ reason: 'marker_not_on_first_line', severity: 'blocker', line: 1, evidence: [`line 1: ${'p'.repeat(120)}`] }],
      verdict: 'fail',
    },
    { name: 'a slash-command namespace is not a marker', input: '/gauntlet: question', errors: [{ reason: 'marker_missing', severity: 'blocker', line: 1, column: 1 }], verdict: 'fail' },
    { name: 'a later upper-case marker does not count as one', input: 'Hi\nGAUNTLET: question', errors: [{ reason: 'marker_missing', severity: 'blocker', line: 1 }], verdict: 'fail' },
    { name: 'an empty turn', input: '', errors: [{ reason: 'marker_missing', severity: 'blocker', line: 1, column: 1 }], verdict: 'fail' },
    { name: 'a lone CR', input: '\r', errors: [{ reason: 'marker_missing', severity: 'blocker', line: 1 }], verdict: 'fail' },
    { name: 'a huge decorated line', input: '*'.repeat(100_000), errors: [{ reason: 'marker_missing', severity: 'blocker', line: 1, evidence: ['*'.repeat(120)] }], verdict: 'fail' },
    {
      name: 'downgraded to a warning in the config, it no longer blocks',
      input: 'Spec written.',
      rules: { 'marker/placement': 'warning' },
      errors: [{ reason: 'marker_missing', severity: 'warning', line: 1 }],
      verdict: 'pass',
    },
  ],
});
