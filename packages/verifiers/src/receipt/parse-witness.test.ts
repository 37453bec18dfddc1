import { describe, expect, it } from 'vitest';
import { parseWitnessLine, trailingClause } from './parse-witness.js';

/** The WITNESS line read right to left (docs/rules/receipt/witness-syntax.md), clause by clause. */
const line = (text: string, at = 11) => parseWitnessLine({ line: at, body: [{ raw: text, line: at }] });

describe('parseWitnessLine', () => {
  it('no body: no witness line', () => {
    expect(parseWitnessLine(undefined)).toBeUndefined();
    expect(parseWitnessLine({ line: 11, body: [] })).toBeUndefined();
  });

  it('names the first clause it lacks, right to left', () => {
    const absent = (text: string, missing: string) => ({ line: 11, text, missing, witness: undefined, extraClause: false, rangeText: undefined });
    expect(line('exec:`x`  expect-fail=/b/  ran=')).toMatchObject({ missing: undefined });
    expect(line('  exec:`x`  expect-fail=/b/ran=TRACE#2  ')).toEqual(absent('exec:`x`  expect-fail=/b/ran=TRACE#2', 'ran'));
    expect(line('exec:`x`  /b/  ran=TRACE#2')).toEqual(absent('exec:`x`  /b/  ran=TRACE#2', 'expect-fail'));
    expect(line('exec `x`  expect-fail=/b/  ran=TRACE#2')).toEqual(absent('exec `x`  expect-fail=/b/  ran=TRACE#2', 'kind'));
    expect(line('expect-fail=/b/  ran=x  expect-fail=/c/')).toMatchObject({ missing: 'kind' });
  });

  it('the last ran=, the last expect-fail= before it (the signature runs up to that ran=), the kind up to the first colon', () => {
    expect(line(' exec : a:b  expect-fail=/x/ expect-fail= /y/  ran=TRACE#1 ran= TRACE#2 ', 12)).toEqual({
      line: 12,
      text: 'exec : a:b  expect-fail=/x/ expect-fail= /y/  ran=TRACE#1 ran= TRACE#2',
      missing: undefined,
      witness: { kind: 'exec', payload: 'a:b  expect-fail=/x/', payloadRaw: 'a:b  expect-fail=/x/', clause: undefined, signature: '/y/  ran=TRACE#1', ran: 'TRACE#2', range: undefined, line: 12 },
      extraClause: false,
      rangeText: undefined,
    });
  });

  it('grep: a trailing pattern= clause is taken off the payload, a second one is flagged, the range read', () => {
    expect(line('grep:out.log#B10-B2  pattern=/a b/  pattern="c"  expect-fail=match  ran=TRACE#2')).toMatchObject({
      witness: { kind: 'grep', payload: 'out.log#B10-B2  pattern=/a b/', payloadRaw: 'out.log#B10-B2  pattern=/a b/  pattern="c"', clause: '"c"', range: { artifact: 'out.log', kind: 'B', start: 10, end: 2 } },
      extraClause: true,
      rangeText: { artifact: 'out.log', kind: 'B', start: '10', end: '2' },
    });
    expect(line('grep:run.log#L1-L9x  pattern=ok  expect-fail=match  ran=TRACE#2')).toMatchObject({ witness: { payload: 'run.log#L1-L9x', clause: 'ok' }, extraClause: false, rangeText: { start: '1', end: '9' } });
    expect(line('grep:run.log#L1-B9  expect-fail=match  ran=TRACE#2')).toMatchObject({ witness: { range: undefined }, rangeText: undefined });
    expect(line('grep:run.log#L1-L9#L3  expect-fail=match  ran=TRACE#2')).toMatchObject({ rangeText: undefined });
    expect(line('grep:run.log  pattern=  expect-fail=match  ran=TRACE#2')).toMatchObject({ witness: { payload: 'run.log  pattern=', clause: undefined } });
  });

  it('grep bounds int() cannot read leave the range text without a usable range', () => {
    const huge = '9'.repeat(5000);
    expect(line(`grep:run.log#L${huge}-L2  expect-fail=match  ran=TRACE#2`)).toMatchObject({ witness: { range: undefined }, rangeText: { start: huge, end: '2' } });
    expect(line(`grep:run.log#L1-L${huge}  expect-fail=match  ran=TRACE#2`)).toMatchObject({ witness: { range: undefined }, rangeText: { start: '1', end: huge } });
    expect(line('grep:run.log#L\u0661-L\u0662  expect-fail=match  ran=TRACE#2')).toMatchObject({ witness: { range: { start: 1, end: 2 } } });
  });

  it('a second clause is one whose value also runs to the end of what is left, after a blank', () => {
    const extra = (payload: string) => line(`grep:${payload}  expect-fail=match  ran=TRACE#2`)?.extraClause;
    expect(extra('run.log pattern="a b" c pattern=x')).toBe(false); // its value stops before " c"
    expect(extra('run.logxpattern=b pattern=c')).toBe(false); // no blank before the first
    expect(extra('run.log pattern=b pattern=c')).toBe(true);
    expect(extra('pattern=a x pattern=b pattern=c')).toBe(true); // searched on past a leading pattern=
    expect(extra('pattern=a pattern=c')).toBe(false);
  });

  it('a kind may be empty: only a missing colon makes kind:payload absent', () => {
    expect(line(':`x`  expect-fail=/b/  ran=TRACE#2')).toMatchObject({ missing: undefined, witness: { kind: '', payload: '`x`' } });
  });

  it('a pattern= clause is grep\'s only', () => {
    expect(line('exec:`x`  pattern=/a/  expect-fail=match  ran=TRACE#2')).toMatchObject({ witness: { payload: '`x`  pattern=/a/', clause: undefined, range: undefined }, rangeText: undefined });
  });
});

describe('trailingClause', () => {
  it('the leftmost pattern= after a blank whose value runs to the end, and where its blank run starts', () => {
    expect(trailingClause('a  pattern=/x/')).toEqual({ clause: '/x/', start: 1 });
    expect(trailingClause('a \t pattern="q r"  ')).toEqual({ clause: '"q r"', start: 1 });
    expect(trailingClause('apattern=/x/')).toBeUndefined();
    expect(trailingClause('pattern=/x/')).toBeUndefined();
    expect(trailingClause(' pattern=/x/')).toEqual({ clause: '/x/', start: 0 });
    expect(trailingClause('a pattern=/x/ y')).toBeUndefined();
    expect(trailingClause('a pattern=x pattern=y')).toEqual({ clause: 'y', start: 11 });
    expect(trailingClause('a pattern=/x pattern=y/')).toEqual({ clause: '/x pattern=y/', start: 1 });
    expect(trailingClause('a xpattern=/x/ pattern=z')).toEqual({ clause: 'z', start: 14 });
    // A payload that starts with pattern= is searched on past it.
    expect(trailingClause('pattern=/x/ pattern=y')).toEqual({ clause: 'y', start: 11 });
  });
});
