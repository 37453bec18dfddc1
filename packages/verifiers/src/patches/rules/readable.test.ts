import { ruleTester } from '../../rule-tester.test-helpers.js';
import { STOCK, USER, patchInput, trees } from '../fixtures.test-helpers.js';
import { patchesVerifier } from '../index.js';

const BOTH = trees('notes.md', { backup: STOCK + USER, installed: STOCK + USER });
const unreadable = (path: string) => ({
  reason: 'fail_read_error',
  severity: 'blocker',
  line: null,
  message: 'The backup or the installed copy of notes.md cannot be read.',
  hint: 'Check the permissions of both copies; the gate cannot vouch for a file it cannot read.',
  file: path,
}) as const;

ruleTester.run(patchesVerifier, 'patches/readable', {
  valid: [
    { name: 'both copies readable', input: patchInput('notes.md'), host: { files: BOTH }, verdict: 'pass' },
    { name: 'invalid UTF-8 is replaced, never a read error', input: patchInput('a.md'), host: { files: { '/p/a.md': new Uint8Array([0xff, 0xfe, 0x0a]), '/c/a.md': '' } }, verdict: 'pass' },
    { name: 'an unreadable pristine falls back to checking every line', input: patchInput('notes.md', { pristine: true }), host: { files: { ...BOTH, '/o/notes.md': STOCK }, unreadable: ['/o/notes.md'] }, verdict: 'pass' },
    { name: 'a vanished backup is ok before anything is read', input: patchInput('notes.md'), host: { files: { '/c/notes.md': USER }, unreadable: ['/c/notes.md'] }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'the installed copy is unreadable',
      input: patchInput('notes.md'),
      file: 'notes.md',
      host: { files: BOTH, unreadable: ['/c/notes.md'] },
      errors: [unreadable('notes.md')],
      verdict: 'fail',
      repaired: { input: patchInput('notes.md'), host: { files: BOTH } },
    },
    {
      name: 'the backup is unreadable',
      input: patchInput('notes.md'),
      file: 'notes.md',
      host: { files: BOTH, unreadable: ['/p/notes.md'] },
      errors: [unreadable('notes.md')],
      verdict: 'fail',
      repaired: { input: patchInput('notes.md'), host: { files: BOTH } },
    },
    {
      name: 'an empty unreadable backup still fails (nothing to check is not known)',
      input: patchInput('notes.md'),
      host: { files: trees('notes.md', { backup: '', installed: '' }), unreadable: ['/p/notes.md'] },
      errors: [{ reason: 'fail_read_error', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
  ],
});
