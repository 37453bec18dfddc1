import { ruleTester } from '../../rule-tester.test-helpers.js';
import { STOCK, USER, patchInput, trees } from '../fixtures.test-helpers.js';
import { patchesVerifier, sha256Hex } from '../index.js';

const SECOND = 'second substantial user line\n';
const KEPT = `${STOCK}# my own custom rule line (kept)\n`;
const lost = (file: string, count: number) =>
  `${count} user-added line${count === 1 ? '' : 's'} of ${file} ${count === 1 ? 'is' : 'are'} missing from the installed file.`;

ruleTester.run(patchesVerifier, 'patches/user-lines-survive', {
  valid: [
    { name: 'the user line survived, inside a longer line', input: patchInput('workflow.md', { pristine: true }), host: { files: trees('workflow.md', { backup: STOCK + USER, installed: KEPT, pristine: STOCK }) }, verdict: 'pass' },
    { name: 'stock lines may go: only user-added lines are required', input: patchInput('a.md', { pristine: true }), host: { files: trees('a.md', { backup: STOCK + USER, installed: USER, pristine: STOCK }) }, verdict: 'pass' },
    { name: 'short lines and closing brackets are not significant', input: patchInput('a.md'), host: { files: trees('a.md', { backup: `${USER}x = 1\n  });\n// ------------\n`, installed: USER }) }, verdict: 'pass' },
    { name: 'CRLF backup, LF installed', input: patchInput('a.md'), host: { files: trees('a.md', { backup: `${STOCK}${USER}`.replace(/\n/g, '\r\n'), installed: STOCK + USER }) }, verdict: 'pass' },
    { name: 'a drifted pristine is not diffed (pristine-drift reports it)', input: patchInput('a.md', { pristine: true, recordedHashes: new Map([['a.md', 'a'.repeat(64)]]) }), host: { files: trees('a.md', { backup: STOCK + USER, installed: STOCK, pristine: 'newer upstream text line\n' }) }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'the installed file lost the user line',
      input: patchInput('workflow.md', { pristine: true }),
      file: 'workflow.md',
      host: { files: trees('workflow.md', { backup: STOCK + USER, installed: STOCK, pristine: STOCK }) },
      errors: [
        {
          reason: 'fail_user_lines_missing',
          severity: 'blocker',
          line: 2,
          file: 'workflow.md',
          message: lost('workflow.md', 1),
          evidence: ['my own custom rule line'],
          hint: 'Re-apply the listed lines to the installed file (indentation counts), then run the gate again.',
        },
      ],
      verdict: 'fail',
      repaired: { input: patchInput('workflow.md', { pristine: true }), host: { files: trees('workflow.md', { backup: STOCK + USER, installed: KEPT, pristine: STOCK }) } },
    },
    {
      name: 'two lines lost: trimmed, in backup order, at the first one',
      input: patchInput('a.md', { pristine: true }),
      host: { files: trees('a.md', { backup: `${STOCK}\n   ${SECOND}${USER}`, installed: STOCK, pristine: STOCK }) },
      errors: [{ reason: 'fail_user_lines_missing', severity: 'blocker', line: 3, message: lost('a.md', 2), evidence: ['second substantial user line', 'my own custom rule line'] }],
      verdict: 'fail',
      repaired: { input: patchInput('a.md', { pristine: true }), host: { files: trees('a.md', { backup: `${STOCK}\n   ${SECOND}${USER}`, installed: `   ${SECOND}${USER}`, pristine: STOCK }) } },
    },
    {
      name: 'an indentation change loses the line',
      input: patchInput('a.md'),
      host: { files: trees('a.md', { backup: `    ${USER}`, installed: USER }) },
      errors: [{ reason: 'fail_user_lines_missing', severity: 'blocker', line: 1, evidence: ['my own custom rule line'] }],
      verdict: 'fail',
    },
    {
      name: 'without a pristine, every significant line is required',
      input: patchInput('a.md'),
      host: { files: trees('a.md', { backup: STOCK + USER, installed: USER }) },
      errors: [{ reason: 'fail_user_lines_missing', severity: 'blocker', line: 1, evidence: ['alpha header line of stock text'] }],
      verdict: 'fail',
    },
    {
      name: 'a pristine copy that is absent falls back to every significant line',
      input: patchInput('a.md', { pristine: true }),
      host: { files: trees('a.md', { backup: STOCK + USER, installed: USER }) },
      errors: [{ reason: 'fail_user_lines_missing', severity: 'blocker', line: 1 }],
      verdict: 'fail',
    },
    {
      name: 'duplicated user lines are each required, and reported each',
      input: patchInput('a.md', { pristine: true }),
      host: { files: trees('a.md', { backup: `${USER}${STOCK}${USER}`, installed: STOCK, pristine: STOCK }) },
      errors: [{ reason: 'fail_user_lines_missing', severity: 'blocker', line: 1, evidence: ['my own custom rule line', 'my own custom rule line'] }],
      verdict: 'fail',
    },
    {
      name: 'a recorded hash that matches the pristine: the file is checked',
      input: patchInput('a.md', { pristine: true, recordedHashes: new Map([['a.md', await sha256Hex(STOCK)]]) }),
      host: { files: trees('a.md', { backup: STOCK + USER, installed: STOCK, pristine: STOCK }) },
      errors: [{ reason: 'fail_user_lines_missing', severity: 'blocker', line: 2 }],
      verdict: 'fail',
      repaired: { input: patchInput('a.md', { pristine: true, recordedHashes: new Map([['a.md', await sha256Hex(STOCK)]]) }), host: { files: trees('a.md', { backup: STOCK + USER, installed: KEPT, pristine: STOCK }) } },
    },
    {
      name: 'the six-code v1 gate diffs even a drifted pristine',
      input: patchInput('a.md', { pristine: true, driftAware: false, recordedHashes: new Map([['a.md', 'a'.repeat(64)]]) }),
      host: { files: trees('a.md', { backup: STOCK + USER, installed: STOCK, pristine: STOCK }) },
      errors: [{ reason: 'fail_user_lines_missing', severity: 'blocker', line: 2 }],
      verdict: 'fail',
    },
    {
      name: 'a BOM stays part of the first backup line',
      input: patchInput('a.md'),
      host: { files: { '/p/a.md': new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(USER)]), '/c/a.md': USER } },
      errors: [{ reason: 'fail_user_lines_missing', severity: 'blocker', line: 1, evidence: ['my own custom rule line'] }],
      verdict: 'fail',
    },
    {
      name: 'a huge backup: the one lost line among fifty thousand',
      input: patchInput('big.md'),
      host: { files: trees('big.md', { backup: `${'kept line number one two\n'.repeat(50_000)}${USER}`, installed: 'kept line number one two\n' }) },
      errors: [{ reason: 'fail_user_lines_missing', severity: 'blocker', line: 50_001, evidence: ['my own custom rule line'] }],
      verdict: 'fail',
    },
    {
      name: 'downgraded to a warning in the config, lost lines no longer block',
      input: patchInput('a.md'),
      rules: { 'patches/user-lines-survive': 'warning' },
      host: { files: trees('a.md', { backup: USER, installed: '' }) },
      errors: [{ reason: 'fail_user_lines_missing', severity: 'warning', line: 1 }],
      verdict: 'pass',
    },
    {
      name: 'compared with the pristine, the backup adds nothing (an outcome)',
      input: patchInput('x.md', { pristine: true }),
      host: { files: trees('x.md', { backup: STOCK, installed: '', pristine: STOCK }) },
      errors: [{ reason: 'ok_no_user_lines_vs_pristine', severity: 'info', line: null, message: 'x.md has no user-added lines against the pristine copy.' }],
      verdict: 'pass',
    },
    {
      name: 'a whitespace-only pristine is not empty',
      input: patchInput('x.md', { pristine: true }),
      host: { files: trees('x.md', { backup: 'x = 1\n', installed: '', pristine: '  \n' }) },
      errors: [{ reason: 'ok_no_user_lines_vs_pristine', severity: 'info', line: null }],
      verdict: 'pass',
    },
    {
      name: 'no significant backup line (an outcome)',
      input: patchInput('y.md'),
      host: { files: trees('y.md', { backup: 'x = 1\n});\n', installed: '' }) },
      errors: [{ reason: 'ok_no_significant_backup_lines', severity: 'info', line: null, message: 'y.md has no significant backup lines to check.' }],
      verdict: 'pass',
    },
    {
      name: 'an empty pristine is no pristine',
      input: patchInput('y.md', { pristine: true }),
      host: { files: trees('y.md', { backup: 'x = 1\n', installed: '', pristine: '' }) },
      errors: [{ reason: 'ok_no_significant_backup_lines', severity: 'info', line: null }],
      verdict: 'pass',
    },
    {
      name: 'an empty backup',
      input: patchInput('y.md'),
      host: { files: trees('y.md', { backup: '', installed: '' }) },
      errors: [{ reason: 'ok_no_significant_backup_lines', severity: 'info', line: null }],
      verdict: 'pass',
    },
  ],
});
