import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { gitHost, partition } from '../fixtures.test-helpers.js';
import { partitionVerifier } from '../index.js';

const nobody = (path: string): ExpectedFinding => ({
  reason: 'partition_uncovered',
  severity: 'blocker',
  line: null,
  message: `Changed file ${JSON.stringify(path)} is owned by no agent.`,
  evidence: [path],
});
const core = partition({ core: ['src/a.ts', 'src/b.ts'] });
const withDocs = partition({ core: ['src/a.ts', 'src/b.ts'], docs: ['README.md', 'docs/guide.md'] });

ruleTester.run(partitionVerifier, 'partition/uncovered', {
  valid: [
    { name: 'every listed file owned', input: withDocs, options: { files: ['src/a.ts', 'README.md'] }, verdict: 'pass' },
    { name: 'without --files or --changed the rule does not run', input: core, verdict: 'pass' },
    { name: 'an empty list', input: core, options: { files: [] }, verdict: 'pass' },
    { name: 'listed paths are normalised like keys', input: core, options: { files: [' /src/a.ts/ ', '\tsrc/b.ts'] }, verdict: 'pass' },
    { name: 'blank listed paths are skipped', input: core, options: { files: ['', '  ', '/'] }, verdict: 'pass' },
    { name: 'with --globs, a glob covers its files', input: partition({ core: ['src/**'] }), options: { globs: true, files: ['src/x/y.ts', 'src'] }, verdict: 'pass' },
    { name: '--changed with nothing changed', input: core, options: { changed: 'HEAD' }, host: gitHost([]), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a listed file nobody owns',
      input: core,
      options: { files: ['src/a.ts', 'README.md'] },
      errors: [{ ...nobody('README.md'), hint: 'Add the path (or a glob covering it) to exactly one agent, or revert the change.' }],
      verdict: 'fail',
      repaired: { input: withDocs },
    },
    {
      name: 'in input order, once each, after normalisation',
      input: core,
      options: { files: ['lib/c.ts', 'src/a.ts', ' /lib/c.ts', 'docs/guide.md'] },
      errors: [nobody('lib/c.ts'), nobody('docs/guide.md')],
      verdict: 'fail',
    },
    {
      name: 'literal ownership: a directory key does not own the files under it',
      input: partition({ core: ['src/'] }),
      options: { files: ['src/a.ts'] },
      errors: [nobody('src/a.ts')],
      verdict: 'fail',
      repaired: { input: partition({ core: ['src/', 'src/a.ts'] }) },
    },
    {
      name: 'with --globs, a file outside every glob',
      input: partition({ core: ['src/**'], docs: ['docs/**'] }),
      options: { globs: true, files: ['src/x/y.ts', 'docs/a.md', 'README.md'] },
      errors: [nobody('README.md')],
      verdict: 'fail',
      repaired: { input: partition({ core: ['src/**'], docs: ['docs/**', '*.md'] }) },
    },
    {
      name: 'with --changed, changed and untracked files, each once',
      input: core,
      options: { changed: 'HEAD~1' },
      host: gitHost(['src/a.ts', 'lib/c.ts'], ['new.ts', 'lib/c.ts']),
      errors: [nobody('lib/c.ts'), nobody('new.ts')],
      verdict: 'fail',
      repaired: { input: partition({ core: ['src/a.ts', 'lib/c.ts', 'new.ts'] }) },
    },
    {
      name: 'turned into a warning by configuration, the gate passes',
      input: core,
      options: { files: ['README.md'] },
      rules: { 'partition/uncovered': 'warning' },
      errors: [{ ...nobody('README.md'), severity: 'warning' }],
      verdict: 'pass',
    },
    {
      name: 'huge: 20 000 listed files, one outside the glob',
      input: partition({ core: ['src/**'] }),
      options: { globs: true, files: [...Array.from({ length: 20_000 }, (_, i) => `src/m${i}/index.ts`), 'scripts/release.sh'] },
      errors: [nobody('scripts/release.sh')],
      verdict: 'fail',
    },
    {
      name: 'hostile: a 20 000-character path against a star-heavy glob',
      input: partition({ core: ['*a*a*a*a*a*a*a*b'] }),
      options: { globs: true, files: ['a'.repeat(20_000)] },
      errors: [nobody('a'.repeat(20_000))],
      verdict: 'fail',
    },
  ],
});
