import { ruleTester } from '../../rule-tester.test-helpers.js';
import { STOCK, USER, patchInput, trees } from '../fixtures.test-helpers.js';
import { patchesVerifier } from '../index.js';

const SKILL = 'skills/discuss-phase/SKILL.md';

ruleTester.run(patchesVerifier, 'patches/installed-file', {
  valid: [
    { name: 'the installed copy kept every user line', input: patchInput('a.md'), host: { files: trees('a.md', { backup: STOCK + USER, installed: STOCK + USER }) }, verdict: 'pass' },
    { name: 'a backed-up file that vanished during the walk is ok', input: patchInput('gone.md'), host: { files: trees('gone.md', { installed: USER }) }, verdict: 'pass' },
    { name: 'a backup that is a directory is ok', input: patchInput('dir.md'), host: { files: { '/p/dir.md/inner': USER } }, verdict: 'pass' },
    { name: 'neither copy exists', input: patchInput('none.md'), host: { files: {} }, verdict: 'pass' },
    { name: 'an installed symlink to a regular file is followed', input: patchInput('a.md'), host: { files: { ...trees('a.md', { backup: USER }), '/elsewhere/a.md': USER }, symlinks: { '/c/a.md': '/elsewhere/a.md' } }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'the merge never wrote the installed copy',
      input: patchInput(SKILL),
      file: SKILL,
      host: { files: trees(SKILL, { backup: STOCK + USER }) },
      errors: [
        {
          reason: 'fail_installed_missing',
          severity: 'blocker',
          line: null,
          file: SKILL,
          message: 'The installed copy of skills/discuss-phase/SKILL.md is missing.',
          hint: 'Re-apply the backed-up file: the update removed it or the merge never wrote it.',
        },
      ],
      verdict: 'fail',
      repaired: { input: patchInput(SKILL), host: { files: trees(SKILL, { backup: STOCK + USER, installed: STOCK + USER }) } },
    },
    {
      name: 'a broken symlink is missing',
      input: patchInput('a.md'),
      host: { files: trees('a.md', { backup: USER }), symlinks: { '/c/a.md': '/nowhere/a.md' } },
      errors: [{ reason: 'fail_installed_missing', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'the config dir is a regular file',
      input: patchInput('a.md'),
      host: { files: { '/p/a.md': USER, '/c': 'not a directory' } },
      errors: [{ reason: 'fail_installed_missing', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'missing even when the backup cannot be read (the installed checks come first)',
      input: patchInput('a.md'),
      host: { files: trees('a.md', { backup: USER }), unreadable: ['/p/a.md'] },
      errors: [{ reason: 'fail_installed_missing', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'a directory where the merged file should be',
      input: patchInput('a.md'),
      host: { files: { '/p/a.md': STOCK + USER, '/c/a.md/inner': USER } },
      errors: [
        {
          reason: 'fail_installed_not_regular_file',
          severity: 'blocker',
          line: null,
          message: 'The installed path a.md is not a regular file.',
          hint: 'A directory or special file sits where the merged file should be; replace it with the merged file.',
        },
      ],
      verdict: 'fail',
      repaired: { input: patchInput('a.md'), host: { files: trees('a.md', { backup: STOCK + USER, installed: STOCK + USER }) } },
    },
    {
      name: 'downgraded to a warning in the config, a missing copy no longer blocks',
      input: patchInput('a.md'),
      rules: { 'patches/installed-file': 'warning' },
      host: { files: trees('a.md', { backup: USER }) },
      errors: [{ reason: 'fail_installed_missing', severity: 'warning', line: null }],
      verdict: 'pass',
    },
  ],
});
