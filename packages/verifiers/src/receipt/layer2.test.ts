import { describe, expect, it } from 'vitest';
import { pySplitLines } from '@gauntlet/core';
import { globEntryCount, isGlobPredicate, predicatePieces, scanLayer2 } from './layer2.js';

/** The Layer-2 lines after NEXT (docs/rules/receipt/layer2-lines.md) and the TRIPWIRE value's pieces (layer2-values.md). */
const both = (text: string) => {
  const fromText = scanLayer2(text);
  expect(scanLayer2(text, false, pySplitLines(text))).toEqual(fromText);
  return fromText;
};

describe('scanLayer2', () => {
  it('reads the three names at column 0 after the first \\nNEXT, values stripped, with their lines', () => {
    const scan = both('RCPT v1.1 x\nNEXT  go\nTRIPWIRE:  always \nSUPERSEDES:none\nTRIPWIRE-CHILD: \t\n');
    expect(scan).toEqual({
      values: new Map([
        ['TRIPWIRE', { value: 'always', line: 3 }],
        ['SUPERSEDES', { value: 'none', line: 4 }],
        ['TRIPWIRE-CHILD', { value: '', line: 5 }],
      ]),
      duplicate: undefined,
    });
  });

  it('ignores lines before NEXT, on the NEXT line itself, indented, or without the colon', () => {
    const scan = both('TRIPWIRE: early\nx\nNEXT TRIPWIRE: same line\n TRIPWIRE: indented\nTRIPWIRE none\nSUPERSEDES none\nTRIPWIRE-CHILD none\nTRIPWIRES: x\nSUPERSEDES: ok\n');
    expect([...scan.values]).toEqual([['SUPERSEDES', { value: 'ok', line: 9 }]]);
  });

  it('no \\nNEXT (a NEXT on line 1 does not count): nothing', () => {
    expect(both('NEXT\nTRIPWIRE: a\n')).toEqual({ values: new Map(), duplicate: undefined });
    expect(both('x NEXT\nTRIPWIRE: a\n')).toEqual({ values: new Map(), duplicate: undefined });
    expect(both('')).toEqual({ values: new Map(), duplicate: undefined });
  });

  it('the first of a repeated name is kept and the first repetition recorded; with lastWins the last one counts', () => {
    const text = 'a\nNEXT\nTRIPWIRE: one\nSUPERSEDES: s\nTRIPWIRE: two\nSUPERSEDES: t\nTRIPWIRE: three\n';
    const scan = both(text);
    expect(scan.values.get('TRIPWIRE')).toEqual({ value: 'one', line: 3 });
    expect(scan.duplicate).toEqual({ name: 'TRIPWIRE', line: 5 });
    const last = scanLayer2(text, true);
    expect(last.values.get('TRIPWIRE')).toEqual({ value: 'three', line: 7 });
    expect(last.values.get('SUPERSEDES')).toEqual({ value: 't', line: 6 });
    expect(last.duplicate).toBeUndefined();
    expect(scanLayer2(text, true, pySplitLines(text))).toEqual(last);
  });

  it('counts lines across CRLF, CR and other line breaks, from the split lines as from the text', () => {
    const text = 'a\r\nb\rc\u2028d\nNEXTx\r\n\r\nTRIPWIRE: w\r\nSUPERSEDES: s\x0bTRIPWIRE-CHILD: c\n';
    const scan = both(text);
    expect([...scan.values]).toEqual([
      ['TRIPWIRE', { value: 'w', line: 7 }],
      ['SUPERSEDES', { value: 's', line: 8 }],
      ['TRIPWIRE-CHILD', { value: 'c', line: 9 }],
    ]);
  });

  it('split lines that cannot reach the NEXT line fall back to splitting the text', () => {
    const text = 'a\nNEXT\nTRIPWIRE: t\n';
    const expected = { values: new Map([['TRIPWIRE', { value: 't', line: 3 }]]), duplicate: undefined };
    expect(scanLayer2(text, false, ['abc', 'x'])).toEqual(expected);
    expect(scanLayer2(text, false, [])).toEqual(expected);
  });
});

describe('predicatePieces', () => {
  it('splits on |, each piece stripped; none or no value is no piece', () => {
    expect(predicatePieces(' wrote(a) |suspicion>=0.40|  always ')).toEqual(['wrote(a)', 'suspicion>=0.40', 'always']);
    expect(predicatePieces('a||')).toEqual(['a', '', '']);
    expect(predicatePieces('none')).toEqual([]);
    expect(predicatePieces(' none')).toEqual(['none']);
    expect(predicatePieces(undefined)).toEqual([]);
    expect(predicatePieces('')).toEqual(['']);
  });
});

describe('isGlobPredicate', () => {
  it('claims-touch(, wrote( and read( take globs', () => {
    expect(['claims-touch(a)', 'wrote(', 'read(x'].map(isGlobPredicate)).toEqual([true, true, true]);
    expect(['always', 'suspicion>=0.4', 'xwrote(a)', 'read (a)', 'exec-exit!=0'].map(isGlobPredicate)).toEqual([false, false, false, false, false]);
  });
});

describe('globEntryCount with braces', () => {
  it('counts each top-level comma segment by its brace expansion', () => {
    expect(globEntryCount('wrote({a,b})')).toBe(2);
    expect(globEntryCount('wrote({a,b}/{c,d})')).toBe(4);
    expect(globEntryCount('wrote({a,b},c)')).toBe(3);
    expect(globEntryCount('wrote(x{a,{b,c}}y,z)')).toBe(5);
    expect(globEntryCount('wrote({})')).toBe(1);
    expect(globEntryCount('wrote({a})')).toBe(1);
    expect(globEntryCount('wrote({a,,b})')).toBe(3);
  });

  it('an unbalanced } does not close a level; an unclosed { is literal text', () => {
    expect(globEntryCount('read(}a,b{)')).toBe(2);
    expect(globEntryCount('read({a,b)')).toBe(1);
    expect(globEntryCount('read(a,{b)')).toBe(2);
    expect(globEntryCount('read(}{a,b})')).toBe(2);
  });

  it('stops counting once past the cap: cap + 1, or the running total that passed it', () => {
    expect(globEntryCount('wrote({a,b,c}{d,e,f})')).toBe(9);
    expect(globEntryCount('wrote({a,b}{c,d}{e,f})')).toBe(8);
    expect(globEntryCount('wrote({a,b,c}{d,e,f})', 9)).toBe(9);
    expect(globEntryCount('wrote({a,b}{c,d}{e,f}{g,h})', 16)).toBe(16);
    expect(globEntryCount('wrote({a,b}{c,d}{e,f}{g,h}{i,j})', 16)).toBe(17);
    expect(globEntryCount('wrote(a,b,c,d,e,f,g,{h,i})')).toBe(9);
    expect(globEntryCount('wrote({a,b},{c,d},{e,f},{g,h},{i,j})')).toBe(10);
    expect(globEntryCount('wrote({a,b},{c,d},{e,f},{g,h},{i,j})', 3)).toBe(4);
  });

  it('the body is what the outermost parentheses hold', () => {
    expect(globEntryCount('wrote(a,(b,c))')).toBe(3);
    expect(globEntryCount('wrote){a,b}(')).toBe(1);
    expect(globEntryCount('{a,b}')).toBe(1);
    expect(globEntryCount('a,b)')).toBe(1);
  });
});
