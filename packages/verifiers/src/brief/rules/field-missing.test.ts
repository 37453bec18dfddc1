import type { ExpectedFinding, InvalidCase } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { FIELD_KEYS, FIELD_LABELS, FIELD_LINES, brief, briefWithout, missingMessage } from '../fixtures.test-helpers.js';
import { briefVerifier } from '../index.js';

const missing = (key: string): ExpectedFinding => ({ reason: 'brief_field_missing', severity: 'blocker', line: null, message: missingMessage(key) });
/** The hint names the label in words: "does not own". */
const hint = (key: string) => `Add a line such as "- **${(FIELD_LABELS[key] as string).replace(/-/g, ' ')}:** ..." (a heading, bullet or bold label followed by ":", "(", "-" or the line end).`;
const allMissing = FIELD_KEYS.map(missing) as [ExpectedFinding, ...ExpectedFinding[]];

/** One failing case per field: the brief lacks exactly that field; repaired, it has all seven. */
const eachFieldMissing: Array<InvalidCase<string>> = FIELD_KEYS.map((key) => ({
  name: `no ${key} field`,
  input: briefWithout(key),
  errors: [{ ...missing(key), hint: hint(key) }],
  verdict: 'fail',
  repaired: { input: brief() },
}));

ruleTester.run(briefVerifier, 'brief/field-missing', {
  valid: [
    { name: 'all seven fields as bold bullets', input: brief(), verdict: 'pass' },
    {
      name: 'headings, plain labels, underscores, hyphens and "(" after the label',
      input: ['## Owns', '### does_not_own', 'Interface contract:', '* Integration-checkpoint - after T-2', '**Allowed tools** (Codex): Read', 'denied_tools: Bash', 'ACCEPTANCE CRITERIA'].join('\n'),
      verdict: 'pass',
    },
    { name: 'CRLF line endings', input: brief(FIELD_KEYS, '\r\n'), verdict: 'pass' },
    { name: 'lone CR line endings (universal newlines)', input: brief(FIELD_KEYS, '\r'), verdict: 'pass' },
    { name: 'a BOM before a title line does not hide the fields below it', input: `\ufeff${brief()}`, verdict: 'pass' },
    { name: 'Python whitespace (NBSP, U+001F) before a label', input: brief().replace('- **Owns:**', '\u00a0\u001f- **Owns:**'), verdict: 'pass' },
    { name: '"does", a line break, then "not own:" (\\s* crosses lines there)', input: briefWithout('does_not_own').replace('# Brief', 'does\nnot own: legacy\n# Brief'), verdict: 'pass' },
    { name: 'Python IGNORECASE: ſ matches s, K (Kelvin) matches k', input: brief().replace('Owns:', 'Ownſ:').replace('checkpoint', 'chec\u212apoint'), verdict: 'pass' },
  ],
  invalid: [
    ...eachFieldMissing,
    {
      name: 'an empty brief misses all seven, in canonical order',
      input: '',
      errors: allMissing,
      verdict: 'fail',
      repaired: { input: brief() },
    },
    {
      name: 'a label mid-sentence is not a field',
      input: briefWithout('owns').replace('# Brief: billing chunk', 'This chunk owns: src/billing/**'),
      errors: [missing('owns')],
      verdict: 'fail',
      repaired: { input: brief() },
    },
    {
      name: 'a BOM right before the first field hides it (Python \\s excludes U+FEFF)',
      input: `\ufeff${Object.values(FIELD_LINES).join('\n')}`,
      errors: [missing('owns')],
      verdict: 'fail',
      repaired: { input: `\ufeff# Brief\n${Object.values(FIELD_LINES).join('\n')}` },
    },
    {
      name: 'numbered lists, quotes and tables do not name a field',
      input: briefWithout('owns').replace('# Brief: billing chunk', '1. Owns: src/billing\n> Owns: src/billing\n| Owns |'),
      errors: [missing('owns')],
      verdict: 'fail',
    },
    {
      name: '"allowed  tools" (two spaces) and "allowed⏎tools" miss: [-_ ] is exactly one character',
      input: briefWithout('allowed_tools').replace('# Brief: billing chunk', 'allowed  tools: Read\nallowed\ntools: Read'),
      errors: [missing('allowed_tools')],
      verdict: 'fail',
    },
    {
      name: 'U+2028 is not a line start for Python re',
      input: briefWithout('owns').replace('# Brief: billing chunk', '# Brief\u2028owns: src/billing'),
      errors: [missing('owns')],
      verdict: 'fail',
      repaired: { input: briefWithout('owns').replace('# Brief: billing chunk', '# Brief\nowns: src/billing') },
    },
    {
      name: 'CRLF brief missing a field',
      input: briefWithout('denied_tools', '\r\n'),
      errors: [missing('denied_tools')],
      verdict: 'fail',
      repaired: { input: brief(FIELD_KEYS, '\r\n') },
    },
    {
      name: 'a field turned off by configuration does not fail the gate; the others still do',
      input: briefWithout('owns'),
      rules: { 'brief/field-missing': 'warning' },
      errors: [{ reason: 'brief_field_missing', severity: 'warning', line: null, message: missingMessage('owns') }],
      verdict: 'pass',
    },
    {
      name: 'huge: 300 kB of text before a brief that lacks one field',
      input: `${'x'.repeat(200_000)}\n${' '.repeat(100_000)}\n${briefWithout('acceptance_criteria')}`,
      errors: [missing('acceptance_criteria')],
      verdict: 'fail',
      repaired: { input: `${'x'.repeat(200_000)}\n${' '.repeat(100_000)}\n${brief()}` },
    },
    {
      name: 'hostile: many near-miss label lines',
      input: `${'- **Owns** x\n   ### does not ownx\n**allowed_toolsx\n'.repeat(20_000)}`,
      errors: allMissing,
      verdict: 'fail',
    },
  ],
});
