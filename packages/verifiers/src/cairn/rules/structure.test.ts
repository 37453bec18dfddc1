import { ruleTester } from '../../rule-tester.test-helpers.js';
import { RUN_ID, cairnText, checked, lineOf } from '../fixtures.test-helpers.js';
import { cairnVerifier } from '../index.js';

const text = (parts: Parameters<typeof cairnText>[0]) => ({ ...checked(), text: cairnText(parts) });
const hint = 'A cairn is "# Cairn — <run-id>" then exactly ## PHASE, ## INVARIANTS, ## OPEN_OBLIGATIONS, ## LEDGER, in that order, nothing else.';

ruleTester.run(cairnVerifier, 'cairn/structure', {
  valid: [
    { name: 'a sound cairn', input: checked(), verdict: 'pass' },
    { name: 'a hyphen or en dash in the title', input: text({ title: `# Cairn – ${RUN_ID}` }), verdict: 'pass' },
    { name: 'blank lines and comments before the title and between sections', input: { ...checked(), text: `\n<!-- generated -->\n${cairnText({ preamble: ['<!-- keep -->'] })}` }, verdict: 'pass' },
    { name: 'CRLF line endings', input: { ...checked(), text: cairnText().replace(/\n/g, '\r\n') }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'no title line',
      input: text({ title: 'Cairn notes for the refund run' }),
      errors: [{ reason: 'cairn_title_missing', severity: 'blocker', line: 1, message: 'The first line is not the title "# Cairn — <run-id>".', hint }],
      verdict: 'fail',
      repaired: { input: checked() },
    },
    {
      name: 'an empty file',
      input: { ...checked(), text: '' },
      errors: [{ reason: 'cairn_title_missing', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'an unknown section header',
      input: text({ trailer: ['', '## NOTES', 'scratch'] }),
      errors: [
        {
          reason: 'cairn_section_unknown',
          severity: 'blocker',
          line: lineOf(cairnText({ trailer: ['', '## NOTES', 'scratch'] }), '## NOTES'),
          message: 'Unknown section header "## NOTES"; a cairn has exactly PHASE, INVARIANTS, OPEN_OBLIGATIONS and LEDGER.',
        },
      ],
      verdict: 'fail',
      repaired: { input: checked() },
    },
    {
      name: 'a section written twice',
      input: text({ trailer: ['', '## LEDGER'] }),
      errors: [{ reason: 'cairn_section_duplicate', severity: 'blocker', line: 20, message: 'Duplicate section header "## LEDGER".' }],
      verdict: 'fail',
      repaired: { input: checked() },
    },
    {
      name: 'a section missing',
      input: text({ order: ['PHASE', 'INVARIANTS', 'LEDGER'] }),
      errors: [{ reason: 'cairn_section_missing', severity: 'blocker', line: null, message: 'missing section(s): OPEN_OBLIGATIONS.' }],
      verdict: 'fail',
      repaired: { input: checked() },
    },
    {
      name: 'prose between the title and the first section',
      input: text({ preamble: ['', 'Notes from the refund run.'] }),
      errors: [{ reason: 'cairn_prose_outside_section', severity: 'blocker', line: 3, message: 'prose between title and first section header.' }],
      verdict: 'fail',
      repaired: { input: checked() },
    },
    {
      name: 'sections out of order',
      input: text({ order: ['PHASE', 'OPEN_OBLIGATIONS', 'INVARIANTS', 'LEDGER'] }),
      errors: [
        {
          reason: 'cairn_section_order',
          severity: 'blocker',
          line: 8,
          message: 'sections out of order: PHASE, OPEN_OBLIGATIONS, INVARIANTS, LEDGER (expected PHASE, INVARIANTS, OPEN_OBLIGATIONS, LEDGER).',
        },
      ],
      verdict: 'fail',
      repaired: { input: checked() },
    },
    {
      name: 'the first problem wins: an unknown header before a duplicate, and the check stops there',
      input: text({ phase: ['## PHASE NOTES'], trailer: ['', '## PHASE'] }),
      errors: [{ reason: 'cairn_section_unknown', severity: 'blocker', line: 4 }],
      verdict: 'fail',
    },
  ],
});
