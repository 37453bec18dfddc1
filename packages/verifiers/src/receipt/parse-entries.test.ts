import { describe, expect, it } from 'vitest';
import { BASE_V1, BASE_V11, H, withLine } from './fixtures.test-helpers.js';
import { parseReceiptDocument } from './parse.js';
import { runTier1 } from './tier1.js';

/**
 * The lenient reading, entry by entry: what the parse keeps of lines a Tier-1 rule would refuse.
 * Later rules see it when an earlier one is switched off, and the tripwire sweep reads it after
 * running only the first two groups (`runTier1(text, 2)`).
 */
const receipt = (sections: Record<string, string[]>) =>
  ['RCPT v1 build/1-probe', ...Object.entries(sections).flatMap(([name, body]) => [name, ...body.map((line) => `  ${line}`)]), ''].join('\n');

describe('parseReceiptDocument, entry by entry', () => {
  it('TRACE: an entry needs a verb and an index that isdigit() accepts and int() reads', () => {
    const doc = parseReceiptDocument(receipt({ TRACE: [`1  EDIT  src/a.ts  sha256:${H('b')}`, '(none)', '3', 'x  READ  a.md', '+4  READ  b.md', '1_0  READ  c.md', '-1  READ  e.md', '\u0663  READ  d.md', '6  READ'] }));
    expect(doc.trace).toEqual([
      { index: 1, verb: 'EDIT', args: `src/a.ts  sha256:${H('b')}`, line: 3 },
      { index: 3, verb: 'READ', args: 'd.md', line: 10 },
      { index: 6, verb: 'READ', args: '', line: 11 },
    ]);
    expect(doc.traceLines.map((line) => [line.text, line.parts.length, line.value])).toEqual([
      [`1  EDIT  src/a.ts  sha256:${H('b')}`, 3, 1n],
      ['(none)', 1, undefined],
      ['3', 1, 3n],
      ['x  READ  a.md', 3, undefined],
      ['+4  READ  b.md', 3, undefined],
      ['1_0  READ  c.md', 3, undefined],
      ['-1  READ  e.md', 3, undefined],
      ['\u0663  READ  d.md', 3, 3n],
      ['6  READ', 2, 6n],
    ]);
  });

  it('ARTIFACTS: three tokens or more, the first line of each name, the sha256: prefix dropped when written', () => {
    const doc = parseReceiptDocument(receipt({ ARTIFACTS: [`a.log  sha256:${H('a')}  1`, '(none)', 'b.log  sha256:x', `a.log  sha256:${H('f')}  2`, 'c.log  deadbeef  3  extra'] }));
    expect(doc.artifacts).toEqual([
      { name: 'a.log', sha256: H('a'), size: '1', line: 3 },
      { name: 'c.log', sha256: 'deadbeef', size: '3', line: 7 },
    ]);
    expect([...doc.artifactNames]).toEqual(['a.log', 'c.log']);
    expect(doc.artifactLines.map((line) => line.tokens.length)).toEqual([3, 1, 2, 3, 4]);
  });

  it('blank lines inside ARTIFACTS, TRACE and CLAIMS are no entries: the receipt still passes', () => {
    const text = BASE_V1.replace('ARTIFACTS\n', 'ARTIFACTS\n   \n').replace('TRACE\n', 'TRACE\n\t\n').replace('CLAIMS\n', 'CLAIMS\n \u3000 \n');
    const doc = parseReceiptDocument(text);
    expect([doc.artifactLines.length, doc.traceLines.length, doc.claimLines.length]).toEqual([1, 2, 2]);
    expect(runTier1(text).failure).toBeUndefined();
  });

  it('CLAIMS: (none) and a line without the claim shape are lines without a claim', () => {
    const doc = parseReceiptDocument(receipt({ CLAIMS: ['(none)', 'done', 'k=v  from=TRACE#1  pattern=/x y/'] }));
    expect(doc.claimLines.map((line) => line.claim?.key)).toEqual([undefined, undefined, 'k']);
    expect(doc.claims).toEqual([{ key: 'k', value: 'v', citation: 'TRACE#1', pattern: '/x y/', line: 5 }]);
  });

  it('a duplicate header sets its body aside: no prose, no entries of the first section', () => {
    const text = `${BASE_V1}TRACE  3  READ  x.md\n  4  READ  y.md\nstray words\n`;
    const doc = parseReceiptDocument(text);
    expect(doc.firstDuplicate).toEqual({ name: 'TRACE', line: 14 });
    expect(doc.firstOrphan).toBeUndefined();
    expect(doc.trace.map((entry) => entry.index)).toEqual([1, 2]);
    expect(doc.sections.get('NEXT')?.body.map((line) => line.raw)).toEqual(['(none)']);
    expect(runTier1(text).failure).toMatchObject({ rule: 'receipt/sections', reason: 'section_duplicated', line: 14 });
  });

  it('prose before the first header is the first orphan', () => {
    const doc = parseReceiptDocument(BASE_V1.replace('build/3-fixer\n', 'build/3-fixer\nsummary\nmore\n'));
    expect(doc.firstOrphan).toEqual({ raw: 'summary', line: 2 });
  });

  it('the header line: version and rest, or nothing', () => {
    expect(parseReceiptDocument('RCPT v1.1 a/b c\n')).toMatchObject({ version: '1.1', headerRest: 'a/b c' });
    expect(parseReceiptDocument('RCPT v1 a\n')).toMatchObject({ version: '1', headerRest: 'a' });
    expect(parseReceiptDocument('RCPT v1.2 a\n')).toMatchObject({ version: undefined, headerRest: '' });
    expect(parseReceiptDocument('')).toMatchObject({ lines: [], version: undefined, headerRest: '' });
  });

  it('Layer-2 lines are read for v1.1 only', () => {
    const v1 = parseReceiptDocument(`${BASE_V1}TRIPWIRE:  always\nSUPERSEDES: none\n`);
    expect([v1.layer2Scan, v1.layer2]).toEqual([undefined, undefined]);
    expect(parseReceiptDocument(BASE_V11).layer2).toEqual({ tripwire: { value: 'wrote(src/clock*) | suspicion>=0.40', line: 14 }, supersedes: { value: 'none', line: 15 }, child: undefined });
  });

  it('a malformed VERDICT has no verdict and an empty conf', () => {
    expect(parseReceiptDocument(withLine(BASE_V1, 'VERDICT', 'VERDICT  PASS  confidence=high'))).toMatchObject({ verdict: undefined, conf: '' });
    expect(parseReceiptDocument(withLine(BASE_V1, 'VERDICT', 'VERDICT  BLOCKED  conf=0.10  '))).toMatchObject({ verdict: 'BLOCKED', conf: '0.10' });
  });
});
