import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BLOCKER, HEADING, INFO, WARNING, report, sections } from '../fixtures.test-helpers.js';
import { conflictVerifier } from '../index.js';

const HINT = 'Follow the template: Found: <incoming>, then Expected: (BLOCKER), Impact: (WARNING) or Note: (INFO).';
const withoutExpected = BLOCKER.filter((line) => !line.includes('Expected:'));
const unconventional = ['[BLOCKER] Version out of range', '  Found: v7', '  Note: releases stop at v2', '  → retarget'];

ruleTester.run(conflictVerifier, 'conflict/entry-labels', {
  valid: [
    { name: 'the template report', input: sections({ blockers: [BLOCKER], warnings: [WARNING], info: [INFO] }), verdict: 'fail' },
    { name: 'INFO needs no Found: by default', input: sections({ info: [INFO] }), verdict: 'pass' },
    { name: 'INFO with Found: under --strict-info', input: sections({ info: [['[INFO] Glossary gains a word', '  Found: "workspace"', '  Note: appears here first']] }), options: { strictInfo: true }, verdict: 'pass' },
    { name: 'labels are case-sensitive words at the line start: prose is not a label', input: report(HEADING, ...INFO, '  found: nothing else'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a WARNING without Found:',
      input: report(HEADING, '', '### WARNINGS (1)', '', '[WARNING] Stale requirement', '  Impact: REQ-14 got a new number', '  → cite REQ-41'),
      errors: [{ reason: 'entry_missing_found', severity: 'blocker', line: 5, column: 1, message: 'Entry "Stale requirement" (line 5) has no Found: line.', hint: HINT }],
      verdict: 'fail',
      repaired: { input: report(HEADING, '', '### WARNINGS (1)', '', '[WARNING] Stale requirement', '  Found: REQ-14 is still cited', '  Impact: REQ-14 got a new number', '  → cite REQ-41'), verdict: 'pass' },
    },
    {
      name: 'a BLOCKER without Found:',
      input: report(HEADING, ...BLOCKER.filter((line) => !line.includes('Found:'))),
      errors: [{ reason: 'entry_missing_found', severity: 'blocker', line: 2 }],
      verdict: 'fail',
    },
    {
      name: 'INFO without Found: under --strict-info',
      input: report(HEADING, ...INFO),
      options: { strictInfo: true },
      errors: [{ reason: 'entry_missing_found', severity: 'blocker', line: 2, message: 'Entry "Glossary gains a word" (line 2) has no Found: line.' }],
      verdict: 'fail',
      repaired: { input: report(HEADING, ...INFO), options: { strictInfo: false } },
    },
    {
      name: 'a BLOCKER without a context label',
      input: report(HEADING, '', ...withoutExpected),
      errors: [{ reason: 'entry_missing_context_label', severity: 'blocker', line: 3, message: 'Entry "Locked ADR contradicted" (line 3) has no Expected:, Impact: or Note: line.' }],
      verdict: 'fail',
      repaired: { input: report(HEADING, '', ...BLOCKER), verdict: 'fail' },
    },
    {
      name: 'an INFO without a context label',
      input: report(HEADING, '[INFO] Bare'),
      errors: [{ reason: 'entry_missing_context_label', severity: 'blocker', line: 2 }],
      verdict: 'fail',
      repaired: { input: report(HEADING, '[INFO] Bare', '  Note: now explained') },
    },
    {
      name: 'an empty label line (which also leaves the context missing)',
      input: report(HEADING, '', '[WARNING] Impact left blank', '  Found: REQ-8 has new wording', '  Impact:', '  → agree on the wording'),
      errors: [
        { reason: 'label_value_empty', severity: 'blocker', line: 5, column: 1, message: 'Entry "Impact left blank" (line 3): the Impact: line is empty.' },
        { reason: 'entry_missing_context_label', severity: 'blocker', line: 3 },
      ],
      verdict: 'fail',
      repaired: { input: report(HEADING, '', '[WARNING] Impact left blank', '  Found: REQ-8 has new wording', '  Impact: two documents disagree on REQ-8', '  → agree on the wording') },
    },
    {
      name: 'an empty Found: next to a filled one',
      input: report(HEADING, '[INFO] Twice', '  Found:   ', '  Found: the glossary', '  Note: x'),
      errors: [{ reason: 'label_value_empty', severity: 'blocker', line: 3, message: 'Entry "Twice" (line 2): the Found: line is empty.' }],
      verdict: 'fail',
    },
    {
      name: 'an unconventional context label is an advisory: the report stays valid',
      input: report(HEADING, '', '### BLOCKERS (1)', '', ...unconventional),
      errors: [
        {
          reason: 'label_unconventional',
          severity: 'warning',
          line: 7,
          column: 1,
          message: 'Entry "Version out of range" (line 5): a BLOCKER conventionally explains itself with Expected:, not Note:.',
        },
        { rule: 'conflict/gate', reason: 'gate_blockers_present', severity: 'blocker', line: null },
      ],
      verdict: 'fail',
    },
    {
      name: 'a WARNING explained with Expected:',
      input: report(HEADING, '[WARNING] W', '  Found: a', '  Expected: b', '  → c'),
      errors: [
        { reason: 'label_unconventional', severity: 'warning', line: 4, message: 'Entry "W" (line 2): a WARNING conventionally explains itself with Impact:, not Expected:.' },
        { rule: 'conflict/gate', reason: 'gate_warnings_present', severity: 'warning', line: null },
      ],
      verdict: 'pass',
    },
    {
      name: 'an INFO explained with Impact:',
      input: report(HEADING, '[INFO] I', '  Impact: b'),
      errors: [{ reason: 'label_unconventional', severity: 'warning', line: 3, message: 'Entry "I" (line 2): an INFO conventionally explains itself with Note:, not Impact:.' }],
      verdict: 'pass',
    },
  ],
});
