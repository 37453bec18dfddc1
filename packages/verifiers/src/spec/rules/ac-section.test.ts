import { ruleTester } from '../../rule-tester.test-helpers.js';
import { INTRO, VALID, rows, section, specWith } from '../fixtures.test-helpers.js';
import { specVerifier } from '../index.js';

const MISSING = 'The spec has no "## Acceptance criteria" section, so no acceptance criterion of its ticket is carried into it.';
const MISSING_HINT =
  'Add "## Acceptance criteria" after "## Problem", with the ticket rows or a none line ("none - no ticket"). For specs written before the section existed, opt into "spec/ac-section": ["blocker", { "legacy": true }] or { "legacyBefore": "YYYY-MM-DD" } in the config.';
const LEGACY_NOTE = 'The spec has no "## Acceptance criteria" section (a legacy spec, written before the section existed: accepted by the rule\'s legacy option).';
const INTRO_MISSING = { reason: 'ac_intro_missing', severity: 'warning', line: 10, column: 1, message: 'No intro line "Ticket <ref>, <heading>, rows verbatim:" before the rows.' } as const;
const NO_SECTION = specWith('');
const ROW = '- [ ] Invoices download as PDF\n  in-scope';

ruleTester.run(specVerifier, 'spec/ac-section', {
  valid: [
    { name: 'rows after the intro, each with a disposition', input: VALID, verdict: 'pass' },
    { name: 'none - no ticket', input: section('none - no ticket'), verdict: 'pass' },
    { name: 'none - ticket has no acceptance criteria', input: section('none - ticket has no acceptance criteria'), verdict: 'pass' },
    { name: 'none - ticket not fetched (<reason>)', input: section('none - ticket not fetched (tracker was down)'), verdict: 'pass' },
    { name: 'a nested list rides with its row', input: rows('- [ ] Upload checks each line:\n  - a blank amount fails\n  - a repeated SKU fails\n  in-scope'), verdict: 'pass' },
    { name: 'a fenced block inside the section is skipped', input: rows(`${ROW}\n\n\`\`\`text\n- a sample line\nnone - no ticket\n\`\`\``), verdict: 'pass' },
    { name: 'the section ends at the next # heading', input: rows(`${ROW}\n\n# Appendix\n\n- a plain bullet\nprose`), verdict: 'pass' },
    { name: 'a ### heading inside the section is neither a row nor stray text', input: rows(`### From the ticket\n\n${ROW}`), verdict: 'pass' },
    { name: 'a checked item outside the section is not a row', input: VALID.replace('A download button', '- [x] done elsewhere\nA download button'), verdict: 'pass' },
    { name: 'CRLF line ends', input: VALID.replace(/\n/g, '\r\n'), verdict: 'pass' },
    { name: 'a byte-order mark', input: `\uFEFF${VALID}`, verdict: 'pass' },
    { name: 'twenty thousand rows', input: rows(Array.from({ length: 20_000 }, (_, i) => `- [ ] Row ${i}\n  deferred: #${i + 1}`).join('\n')), verdict: 'pass' },
    { name: 'legacy: a spec with the section is checked as always', input: VALID, ruleOptions: { 'spec/ac-section': { legacy: true } }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'no section: a blocker with the legacy hint',
      input: NO_SECTION,
      errors: [{ reason: 'ac_section_missing', severity: 'blocker', line: null, column: null, message: MISSING, hint: MISSING_HINT }],
      verdict: 'fail',
      repaired: { input: VALID },
    },
    {
      name: 'a section inside a fence does not count',
      input: specWith('Example:\n\n```markdown\n## Acceptance criteria\n\nnone - no ticket\n```'),
      errors: [{ reason: 'ac_section_missing', severity: 'blocker', line: null }],
      verdict: 'fail',
      repaired: { input: specWith('Example:\n\n```markdown\n## Acceptance criteria\n```\n\n## Acceptance criteria\n\nnone - no ticket') },
    },
    {
      name: 'an empty text',
      input: '',
      errors: [{ reason: 'ac_section_missing', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'a hostile line of 100 000 backticks',
      input: `${'`'.repeat(100_000)}x`,
      errors: [{ reason: 'ac_section_missing', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'legacy: true turns the missing section into an info note, and the spec passes',
      input: NO_SECTION,
      ruleOptions: { 'spec/ac-section': { legacy: true } },
      errors: [{ reason: 'ac_section_missing', severity: 'info', line: null, message: LEGACY_NOTE }],
      verdict: 'pass',
    },
    {
      name: 'legacyBefore: a spec dated earlier is legacy',
      input: NO_SECTION,
      file: 'doc/specs/2026-07-30-export.md',
      ruleOptions: { 'spec/ac-section': { legacyBefore: '2026-09-20' } },
      errors: [{ reason: 'ac_section_missing', severity: 'info', line: null, message: LEGACY_NOTE, file: 'doc/specs/2026-07-30-export.md' }],
      verdict: 'pass',
    },
    {
      name: 'legacyBefore: a spec dated that day or later still fails',
      input: NO_SECTION,
      file: 'doc/specs/2026-09-20-export.md',
      ruleOptions: { 'spec/ac-section': { legacyBefore: '2026-09-20' } },
      errors: [{ reason: 'ac_section_missing', severity: 'blocker', line: null, message: MISSING }],
      verdict: 'fail',
    },
    {
      name: 'legacyBefore: an undated name is never legacy',
      input: NO_SECTION,
      file: 'doc/specs/export.md',
      ruleOptions: { 'spec/ac-section': { legacyBefore: '2026-09-20' } },
      errors: [{ reason: 'ac_section_missing', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'two sections',
      input: rows(`${ROW}\n\n## Acceptance criteria\n\nnone - no ticket`),
      errors: [{ reason: 'ac_section_duplicated', severity: 'blocker', line: 17, column: 1, message: 'A second acceptance-criteria section starts on line 17 (the first is on line 10).' }],
      verdict: 'fail',
      repaired: { input: VALID },
    },
    {
      name: 'legacy never softens a section that exists',
      input: rows(`${ROW}\n\n## Acceptance criteria\n\nnone - no ticket`),
      ruleOptions: { 'spec/ac-section': { legacy: true } },
      errors: [{ reason: 'ac_section_duplicated', severity: 'blocker', line: 17 }],
      verdict: 'fail',
    },
    {
      name: 'a heading and nothing else',
      input: section(''),
      errors: [{ reason: 'ac_section_empty', severity: 'blocker', line: 10, column: 1, message: 'The acceptance-criteria section has no rows and no none line.' }, INTRO_MISSING],
      verdict: 'fail',
      repaired: { input: section('none - no ticket') },
    },
    {
      name: 'a none line that is not one of the three forms',
      input: section('none - not applicable'),
      errors: [{ reason: 'ac_none_reason_invalid', severity: 'blocker', line: 12, column: 1, message: '"none - not applicable" is not one of the three none forms.' }],
      verdict: 'fail',
      repaired: { input: section('none - ticket not fetched (tracker was down)') },
    },
    {
      name: 'not fetched, with no reason in the brackets',
      input: section('none - ticket not fetched ()'),
      errors: [{ reason: 'ac_none_reason_invalid', severity: 'blocker', line: 12 }],
      verdict: 'fail',
    },
    {
      name: 'a none line with trailing words',
      input: section('none - no ticket, see Slack'),
      errors: [{ reason: 'ac_none_reason_invalid', severity: 'blocker', line: 12 }],
      verdict: 'fail',
    },
    {
      name: 'two none lines',
      input: section('none - no ticket\nnone - no ticket'),
      errors: [{ reason: 'ac_none_duplicated', severity: 'blocker', line: 13, column: 1, message: 'A second none line (line 13); the section holds exactly one.' }],
      verdict: 'fail',
      repaired: { input: section('none - no ticket') },
    },
    {
      name: 'a none line and rows',
      input: section(`${INTRO}\n\nnone - no ticket\n\n${ROW}`),
      errors: [{ reason: 'ac_mixed_none_and_rows', severity: 'blocker', line: 14, column: 1, message: 'The section has both a none line and rows.' }],
      verdict: 'fail',
      repaired: { input: section(`${INTRO}\n\n${ROW}`) },
    },
    {
      name: 'a checked row',
      input: rows('- [x] Login works with SSO\n  in-scope'),
      errors: [{ reason: 'ac_row_checked', severity: 'blocker', line: 14, column: 4, message: 'Row on line 14 is checked; rows are carried as "- [ ]", never "[x]".', evidence: ['- [x] Login works with SSO'], hint: 'Carry every row as "- [ ]"; a wrong row is "deviates:", never edited.' }],
      verdict: 'fail',
      repaired: { input: rows('- [ ] Login works with SSO\n  in-scope') },
    },
    {
      name: 'a row checked with a capital X',
      input: rows('- [X] Login works with SSO\n  in-scope'),
      errors: [{ reason: 'ac_row_checked', severity: 'blocker', line: 14, column: 4 }],
      verdict: 'fail',
    },
    {
      name: 'a plain bullet: not a row, its disposition is stray, the section empty',
      input: rows('- Login works with SSO\n  in-scope'),
      errors: [
        { reason: 'ac_row_syntax_invalid', severity: 'blocker', line: 14, column: 1, message: 'Line 14 is a list item but not a "- [ ] <ticket text>" row.' },
        { reason: 'ac_stray_text', severity: 'warning', line: 15, column: 3, message: 'Indented text on line 15 belongs to no row.' },
        { reason: 'ac_section_empty', severity: 'blocker', line: 10 },
      ],
      verdict: 'fail',
      repaired: { input: rows('- [ ] Login works with SSO\n  in-scope') },
    },
    {
      name: 'a star bullet, a numbered item and an empty checkbox are not rows',
      input: rows(`${ROW}\n* Export is fast\n2. Export is logged\n- [ ] `),
      errors: [
        { reason: 'ac_row_syntax_invalid', severity: 'blocker', line: 16 },
        { reason: 'ac_row_syntax_invalid', severity: 'blocker', line: 17 },
        { reason: 'ac_row_syntax_invalid', severity: 'blocker', line: 18 },
      ],
      verdict: 'fail',
    },
    {
      name: 'rows without the intro: a warning, the spec passes',
      input: section(ROW),
      errors: [INTRO_MISSING],
      verdict: 'pass',
      repaired: { input: VALID },
    },
    {
      name: 'a heading that is not exactly the standard one',
      input: section(`${INTRO}\n\n${ROW}`, '## Acceptance criteria (from #37)'),
      errors: [{ reason: 'ac_heading_nonstandard', severity: 'warning', line: 10, column: 1, message: 'The heading "## Acceptance criteria (from #37)" is not exactly "## Acceptance criteria".' }],
      verdict: 'pass',
      repaired: { input: VALID },
    },
    {
      name: 'a lowercase heading still opens the section',
      input: section(`${INTRO}\n\n${ROW}`, '## acceptance criteria'),
      errors: [{ reason: 'ac_heading_nonstandard', severity: 'warning', line: 10 }],
      verdict: 'pass',
    },
    {
      name: 'indented text before the first row',
      input: rows(`  orphan note\n${ROW}`),
      errors: [{ reason: 'ac_stray_text', severity: 'warning', line: 14, column: 3, message: 'Indented text on line 14 belongs to no row.' }],
      verdict: 'pass',
      repaired: { input: VALID },
    },
    {
      name: 'column-0 prose after the rows',
      input: rows(`${ROW}\nSee the design below.`),
      errors: [{ reason: 'ac_stray_text', severity: 'warning', line: 16, column: 1, message: 'Line 16 is neither a row, a none line nor the intro.' }],
      verdict: 'pass',
    },
    {
      name: 'downgraded to a warning in the config, a missing section passes',
      input: NO_SECTION,
      rules: { 'spec/ac-section': 'warning' },
      errors: [{ reason: 'ac_section_missing', severity: 'warning', line: null }],
      verdict: 'pass',
    },
  ],
});
