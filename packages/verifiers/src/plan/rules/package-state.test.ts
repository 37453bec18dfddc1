import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines, repoHost } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const notADependency = (name: string, line: number): ExpectedFinding => ({
  reason: 'package_state',
  severity: 'blocker',
  line,
  message: `The plan says \`${name}\` is in package.json, but it is not a dependency there.`,
});
const repo = { repo: '/repo' };
const manifest = (json: unknown) => repoHost({ 'package.json': JSON.stringify(json) }).host;
const app = () => manifest({ name: 'shop', dependencies: { react: '18' }, devDependencies: { '@types/node': '22' }, scripts: { 'left-pad': 'x' } });
/** `{"name": "<0xff>"}`: it would parse (and lack left-pad) if the byte were decoded leniently. */
const utf8 = (text: string) => new TextEncoder().encode(text);
const NOT_UTF8 = Uint8Array.from([...utf8('{"name": "'), 0xff, ...utf8('"}')]);
const CLAIM = '`left-pad` is in package.json, so we reuse it.';

ruleTester.run(planVerifier, 'plan/package-state', {
  valid: [
    { name: 'no --repo: nothing to compare with', input: CLAIM, verdict: 'pass' },
    { name: 'a repo without package.json', input: CLAIM, options: repo, host: repoHost({ 'README.md': 'hi' }).host, verdict: 'pass' },
    { name: 'a package.json that is not JSON', input: CLAIM, options: repo, host: repoHost({ 'package.json': '{ nope' }).host, verdict: 'pass' },
    { name: 'a package.json that is not UTF-8 is not read', input: CLAIM, options: repo, host: { files: { '/repo/package.json': NOT_UTF8 } }, verdict: 'pass' },
    { name: 'a claimed dependency that is there', input: '`react` is in package.json, so we reuse it.', options: repo, host: app(), verdict: 'pass' },
    { name: 'every dependency table counts', input: lines('`@types/node` is in package.json.', 'peer is in package.json', '`opt` is in package.json'), options: repo, host: manifest({ devDependencies: { '@types/node': '1' }, peerDependencies: { peer: '1' }, optionalDependencies: { opt: '1' } }), verdict: 'pass' },
    { name: 'empty or falsy tables are no tables', input: '# nothing claimed', options: repo, host: manifest({ dependencies: [], peerDependencies: null, optionalDependencies: 0 }), verdict: 'pass' },
    { name: 'an empty string, false or an empty object is no table either', input: '`react` is in package.json', options: repo, host: manifest({ dependencies: { react: '18' }, devDependencies: '', peerDependencies: false, optionalDependencies: {} }), verdict: 'pass' },
    { name: 'a package.json that starts with a BOM is not JSON to the reference', input: CLAIM, options: repo, host: repoHost({ 'package.json': `\ufeff${JSON.stringify({ dependencies: { react: '18' } })}` }).host, verdict: 'pass' },
    { name: '"unused" is not a claim this rule reads', input: '`left-pad` is unused.', options: repo, host: app(), verdict: 'pass' },
    { name: 'a claim inside a fence is blanked', input: lines('```', CLAIM, '```'), options: repo, host: app(), verdict: 'pass' },
    { name: 'no name before the suffix, no claim', input: 'The version (see above) is in package.json.', options: repo, host: app(), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a claimed dependency that is not in any table: a blocker with the manifest as evidence',
      input: lines('# Reuse', CLAIM),
      options: repo,
      host: app(),
      errors: [
        {
          ...notADependency('left-pad', 2),
          evidence: [CLAIM, 'verification: jq .dependencies /repo/package.json'],
          hint: 'Add the dependency in this plan, or correct the claim.',
        },
      ],
      verdict: 'fail',
      repaired: { input: lines('# Reuse', CLAIM), options: repo, host: manifest({ dependencies: { react: '18', 'left-pad': '1' } }) },
    },
    { name: 'a scripts entry of that name is not a dependency', input: 'left-pad is in package.json', options: repo, host: app(), errors: [notADependency('left-pad', 1)], verdict: 'fail' },
    {
      name: 'every claim of a line, case-insensitive, backticks optional',
      input: '`react` is in package.json and `vue` IS IN PACKAGE.JSON and @scope/kit   is in package.json',
      options: repo,
      host: app(),
      errors: [notADependency('vue', 1), notADependency('@scope/kit', 1)],
      verdict: 'fail',
    },
    {
      name: 'a claim right after the previous one starts where that one ended',
      input: 'react is in package.jsonvue is in package.json',
      options: repo,
      host: app(),
      errors: [notADependency('vue', 1)],
      verdict: 'fail',
      repaired: { input: 'react is in package.json, vue is in package.json', options: repo, host: manifest({ dependencies: { react: '18', vue: '3' } }) },
    },
    { name: 'an empty package.json object has no dependencies', input: CLAIM, options: repo, host: manifest({}), errors: [notADependency('left-pad', 1)], verdict: 'fail' },
    {
      name: 'lowered to a warning by configuration: the gate opens',
      input: CLAIM,
      options: repo,
      host: app(),
      rules: { 'plan/package-state': 'warning' },
      errors: [{ ...notADependency('left-pad', 1), severity: 'warning' }],
      verdict: 'pass',
    },
    { name: 'CRLF line endings', input: crlf('# Reuse', CLAIM), options: repo, host: app(), errors: [notADependency('left-pad', 2)], verdict: 'fail' },
    {
      name: 'hostile: a 200 kB line of name characters before the suffix',
      input: `${'a'.repeat(200_000)} is in package.json`,
      options: repo,
      host: app(),
      errors: [notADependency('a'.repeat(200_000), 1)],
      verdict: 'fail',
    },
  ],
});
