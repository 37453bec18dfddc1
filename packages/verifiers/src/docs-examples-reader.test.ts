import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@gauntlet/core';
import { type DocsExample, exampleCoverageProblems, printsMessage, readDocsPage } from './docs-examples.test-helpers.js';
import { docsExamples as receiptDocs } from './receipt/docs-examples.test-helpers.js';

// The reader and checks behind docs-examples.test.ts (docs/rules/README.md, "Executable examples").

const fence = (info: string, body: string) => `\`\`\`${info}\n${body}\n\`\`\``;

const PAGE = [
  '# lantern/wick',
  '',
  '## Reason codes',
  '',
  fence('text file {"path": "wax.txt"}', 'page wax'),
  '',
  '### `wick_short`',
  '',
  '> wick too short: …',
  '',
  fence('text file {"path": "wax.txt", "repeat": 3}', 'ab'),
  '',
  fence('text fail', 'w'),
  '',
  '### `wick_wet`',
  '',
  'No failing example: only rain shows it.',
  '',
  fence('text pass', 'dry'),
  '',
  '### `wick_lost`',
  '',
  'No failing example:',
  '',
  fence('text pass', 'here'),
  '',
  '- [lantern/flame](../lantern/flame.md): `flame_out`, `flame_blue`',
  '- see [the guide](guide.md) for `wick_short` and more',
  '',
  'Default severity: **warning**',
  '',
].join('\n');

describe('readDocsPage', () => {
  const page = readDocsPage(PAGE);

  it('gives every section the file blocks above the first reason heading, a section block replacing one of the same path', () => {
    expect(page.problems).toEqual([]);
    const [short, wet] = page.sections;
    expect(short?.examples[0]?.files).toEqual({ 'wax.txt': 'ab\nab\nab\n' });
    expect(wet?.examples[0]?.files).toEqual({ 'wax.txt': 'page wax\n' });
  });

  it('reads a "No failing example:" paragraph, and needs its reason', () => {
    expect(page.sections.map((section) => section.noFailingExample)).toEqual([null, 'only rain shows it.', '']);
  });

  it('reads deferrals from list items that are a link and codes only', () => {
    expect(page.deferrals).toEqual([{ href: '../lantern/flame.md', reasons: ['flame_out', 'flame_blue'] }]);
    expect(page.defaultSeverity).toBe('warning');
  });
});

describe('exampleCoverageProblems', () => {
  const page = readDocsPage(PAGE);
  const rule = { id: 'lantern/wick', reasons: ['wick_short', 'wick_wet', 'wick_lost'] };

  it('needs a fail and a pass per reason, and only a pass where the page says why no fail can be shown', () => {
    expect(exampleCoverageProblems(rule, page)).toEqual(['wick_short: no pass example', 'wick_lost: no fail example']);
  });

  it('accepts a deferred reason only when the linked page shows it failing', () => {
    const relaying = { id: 'lantern/relay', reasons: ['flame_out', 'flame_blue'] };
    const flame = readDocsPage(['### `flame_out`', '', fence('text fail', 'x'), '', '### `flame_blue`', '', fence('text pass', 'y'), ''].join('\n'));
    expect(exampleCoverageProblems(relaying, page, () => flame)).toEqual([
      '../lantern/flame.md has no fail example of flame_blue',
      'flame_blue: no fail example',
      'flame_blue: no pass example',
    ]);
    expect(exampleCoverageProblems(relaying, page, () => null)).toContain('../lantern/flame.md: no such page');
    expect(exampleCoverageProblems({ id: 'lantern/relay', reasons: ['flame_out'] }, page, () => flame)).toEqual(['../lantern/flame.md: flame_blue is not a reason of lantern/relay']);
  });

  it('ignores deferrals for a rule that relays nothing', () => {
    const relaying = { id: 'lantern/relay', reasons: ['flame_out'] };
    expect(exampleCoverageProblems(relaying, page)).toEqual(['flame_out: no fail example', 'flame_out: no pass example']);
  });
});

describe('printsMessage', () => {
  it('compares exactly when the quote leaves nothing out', () => {
    expect(printsMessage('wick too short: 2 mm', 'wick too short: 2 mm')).toBe(true);
    expect(printsMessage('wick too short: 2 mm', 'wick too short: 2 mm!')).toBe(false);
  });

  it('lets … stand for any text, and reads the rest literally', () => {
    expect(printsMessage("range end '9999…'… (limit …)", "range end '99999999'… (limit 4300 digits)")).toBe(true);
    expect(printsMessage('a.b (…) [x]', 'a.b (anything) [x]')).toBe(true);
    expect(printsMessage('a.b (…) [x]', 'aXb (anything) [x]')).toBe(false);
    expect(printsMessage('start …', 'other start x')).toBe(false);
  });
});

describe('the receipt pages\' edits', () => {
  const example = (code: string, attributes: Record<string, unknown> = {}, files: Record<string, string> = {}): DocsExample => ({ role: 'fail', lang: 'text', code: `${code}\n`, attributes, files, line: 1 });
  const receipt = (code: string, attributes?: Record<string, unknown>, files?: Record<string, string>) => (receiptDocs.input(example(code, attributes, files)) as string).split('\n');

  it('replaces the line with the same first word and inserts the others', () => {
    const lines = receipt('CLAIMS\n  (none)\n  tests-ran=true  from=TRACE#1');
    expect(lines.slice(7, 11)).toEqual(['CLAIMS', '  (none)', '  tests-ran=true  from=TRACE#1', '  tests-pass=true  from=run.log#L18-L20']);
  });

  it('places edits with at, after, replaces and …', () => {
    expect(receipt('  /tmp/run.log  sha256:<64 hex>  1', { at: 'run.log' })[3]).toBe(`  /tmp/run.log  sha256:${'a'.repeat(64)}  1`);
    expect(receipt('  3  READ  a.md', { after: '2' }).slice(6, 8)).toEqual(['  2  EXEC  `pnpm test clock`  exit=0  dur=2.1s  out=run.log#L1-L20', '  3  READ  a.md']);
    expect(receipt('VERDICT  PASS  conf=0.85', { replaces: 3 }).slice(1, 3)).toEqual(['VERDICT  PASS  conf=0.85', 'TRACE']);
    const both = receipt('VERDICT  FAIL  conf=0.60\n…\nSUPERSEDES: 0123456789ab');
    expect([both[1], both.at(-2)]).toEqual(['VERDICT  FAIL  conf=0.60', 'SUPERSEDES: 0123456789ab']);
    expect(() => receipt('NOWHERE x')).toThrow(/no line of the page's receipt starts with "NOWHERE"/);
  });

  it('expands the placeholders, and hashes the example\'s file', () => {
    const log = 'Tests  3 passed\n';
    expect(receipt('  run.log  sha256:<64 hex of run.log>  1', { options: { tier: 2 } }, { 'logs/run.log': log })[3]).toBe(`  run.log  sha256:${sha256Hex(new TextEncoder().encode(log))}  1`);
    expect(() => receipt('  run.log  sha256:<64 hex of run.log>  1', { options: { tier: 2 } })).toThrow(/names no file/);
    expect(receipt('  run<NUL>.log  sha256:<other 64 hex>  <3 × 7>', { at: 'run.log' })[3]).toBe(`  run\0.log  sha256:${'b'.repeat(64)}  777`);
    expect(receiptDocs.input(example('', { whole: true }))).toBe('');
  });
});
