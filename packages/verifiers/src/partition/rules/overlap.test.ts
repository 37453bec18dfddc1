import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { gitHost, partition, partitionLines } from '../fixtures.test-helpers.js';
import { partitionVerifier } from '../index.js';

const HINT = 'Give the path to exactly one agent; the others must list it under does-not-own.';
const CHANGED_HINT = 'Two agents editing one file race each other in one worktree: narrow one of the ownership entries.';
const claimed = (path: string, owners: string[], line: number): ExpectedFinding => ({
  reason: 'partition_overlap',
  severity: 'blocker',
  line,
  message: `${JSON.stringify(path)} is claimed by ${owners.length} agents: ${owners.map((owner) => JSON.stringify(owner)).join(', ')}.`,
  evidence: [path],
});
const changedTwice = (path: string, owners: string[]): ExpectedFinding => ({
  reason: 'partition_overlap',
  severity: 'blocker',
  line: null,
  message: `Changed file ${JSON.stringify(path)} is owned by ${owners.length} agents: ${owners.map((owner) => JSON.stringify(owner)).join(', ')}.`,
  evidence: [path],
  hint: CHANGED_HINT,
});

const sharedMoney = { billing: ['src/billing/', 'src/shared/money.ts'], ui: ['src/ui/', ' /src/shared/money.ts'] };
const splitMoney = { billing: ['src/billing/', 'src/shared/money.ts'], ui: ['src/ui/'] };

ruleTester.run(partitionVerifier, 'partition/overlap', {
  valid: [
    { name: 'disjoint agents', input: partition(splitMoney), verdict: 'pass' },
    { name: 'an empty partition', input: '{}', verdict: 'pass' },
    { name: 'an agent with no entries', input: partition({ billing: [], ui: ['src/ui/'] }), verdict: 'pass' },
    { name: 'one agent listing a path twice', input: partition({ billing: ['src/a.ts', 'src/a.ts/'] }), verdict: 'pass' },
    { name: '"./a" and "a" are different keys', input: partition({ billing: ['./src/a.ts'], ui: ['src/a.ts'] }), verdict: 'pass' },
    { name: 'a directory does not cover the files under it', input: partition({ billing: ['src/'], ui: ['src/a.ts'] }), verdict: 'pass' },
    { name: 'case matters', input: partition({ billing: ['README.md'], ui: ['readme.md'] }), verdict: 'pass' },
    { name: 'entries that normalise to nothing are dropped', input: partition({ billing: ['/', ' '], ui: ['//', '\t'] }), verdict: 'pass' },
    { name: 'U+FEFF is not Python whitespace', input: partition({ billing: ['\ufeffx'], ui: ['x'] }), verdict: 'pass' },
    { name: 'with --globs, literal claims are glob-overlap\'s to report', input: partition({ billing: ['x'], ui: ['x'] }), options: { globs: true }, verdict: 'fail' },
    { name: 'every listed file owned once', input: partition(splitMoney), options: { files: ['src/ui/', 'src/shared/money.ts'] }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'one path claimed by two agents, after normalisation',
      input: partition(sharedMoney),
      errors: [{ ...claimed('src/shared/money.ts', ['billing', 'ui'], 1), hint: HINT }],
      verdict: 'fail',
      repaired: { input: partition(splitMoney) },
    },
    {
      name: 'the line of the claim that made the path shared',
      input: partitionLines(sharedMoney),
      errors: [claimed('src/shared/money.ts', ['billing', 'ui'], 8)],
      verdict: 'fail',
      repaired: { input: partitionLines(splitMoney) },
    },
    {
      name: 'CRLF line endings keep the line numbers',
      input: partitionLines(sharedMoney, '\r\n'),
      errors: [claimed('src/shared/money.ts', ['billing', 'ui'], 8)],
      verdict: 'fail',
    },
    {
      name: 'keys in the order of their first claim, claimants in code-point order',
      input: partition({ zeta: ['b.ts', 'a.ts'], alpha: ['a.ts'], mid: ['b.ts', 'a.ts'] }),
      errors: [claimed('b.ts', ['mid', 'zeta'], 1), claimed('a.ts', ['alpha', 'mid', 'zeta'], 1)],
      verdict: 'fail',
    },
    {
      name: 'code points, not UTF-16 units: U+FF5A sorts before an emoji',
      input: partition({ '😀': ['p'], '\uff5a': ['p'] }),
      errors: [claimed('p', ['\uff5a', '😀'], 1)],
      verdict: 'fail',
    },
    {
      name: 'agents in document order, not JavaScript key order',
      input: '{"b":["y"],"1":["x","y"],"0":["x"]}',
      errors: [claimed('y', ['1', 'b'], 1), claimed('x', ['0', '1'], 1)],
      verdict: 'fail',
    },
    {
      name: 'non-string entries are keys by Python str(): 1, 1.0, null, true',
      input: '{"a":[1, 1.0, null, true],"b":["1","1.0","None","True"]}',
      errors: [claimed('1', ['a', 'b'], 1), claimed('1.0', ['a', 'b'], 1), claimed('None', ['a', 'b'], 1), claimed('True', ['a', 'b'], 1)],
      verdict: 'fail',
    },
    {
      name: 'a string value is iterated by code point, an object by member name',
      input: '{"a":"k😀","b":{"k":1},"c":["😀"]}',
      errors: [claimed('k', ['a', 'b'], 1), claimed('😀', ['a', 'c'], 1)],
      verdict: 'fail',
    },
    {
      name: 'a repeated agent keeps its first position and its last value',
      input: '{"b":["z"],"a":["y"],"b":["y"]}',
      errors: [claimed('y', ['a', 'b'], 1)],
      verdict: 'fail',
    },
    {
      name: 'Python whitespace (U+2003, U+0085) is stripped before the slashes',
      input: partition({ billing: ['\u2003/src/x\u0085'], ui: ['src/x'] }),
      errors: [claimed('src/x', ['billing', 'ui'], 1)],
      verdict: 'fail',
    },
    {
      name: 'with --files, a listed file owned twice (glob ownership)',
      input: partition({ billing: ['src/**'], ui: ['src/*.ts'] }),
      options: { globs: true, files: ['src/a.ts', 'docs/x.md'] },
      errors: [changedTwice('src/a.ts', ['billing', 'ui'])],
      verdict: 'fail',
      repaired: { input: partition({ billing: ['src/**'], ui: ['docs/**'] }) },
    },
    {
      name: 'with --files, literal ownership reports the key and the listed file',
      input: partition({ billing: ['x'], ui: ['x'] }),
      options: { files: ['x'] },
      errors: [claimed('x', ['billing', 'ui'], 1), changedTwice('x', ['billing', 'ui'])],
      verdict: 'fail',
    },
    {
      name: 'with --changed, a changed file owned twice',
      input: partition({ billing: ['src/**'], ui: ['src/billing/*.ts'] }),
      options: { globs: true, changed: 'HEAD' },
      host: gitHost(['src/billing/total.ts']),
      errors: [changedTwice('src/billing/total.ts', ['billing', 'ui'])],
      verdict: 'fail',
      repaired: { input: partition({ billing: ['src/billing/**'], ui: ['src/ui/**'] }) },
    },
    {
      name: 'turned into a warning by configuration, the gate passes',
      input: partition(sharedMoney),
      rules: { 'partition/overlap': 'warning' },
      errors: [{ ...claimed('src/shared/money.ts', ['billing', 'ui'], 1), severity: 'warning' }],
      verdict: 'pass',
    },
    {
      name: 'huge: 5 000 agents, the last one repeats the first one\'s path',
      input: partition({ ...Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`agent-${i}`, [`pkg/${i}/`]])), last: ['pkg/0'] }),
      errors: [claimed('pkg/0', ['agent-0', 'last'], 1)],
      verdict: 'fail',
    },
    {
      name: 'hostile: 200 kB of whitespace, then slashes, around one key',
      input: partition({ billing: [`${' '.repeat(50_000)}${'/'.repeat(50_000)}src/x${'/'.repeat(50_000)}${'\t'.repeat(50_000)}`], ui: ['src/x'] }),
      errors: [claimed('src/x', ['billing', 'ui'], 1)],
      verdict: 'fail',
    },
  ],
});
