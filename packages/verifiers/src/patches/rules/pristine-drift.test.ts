import { ruleTester } from '../../rule-tester.test-helpers.js';
import { STOCK, USER, patchInput, trees } from '../fixtures.test-helpers.js';
import { patchesVerifier, sha256Hex } from '../index.js';

const FILE = 'agents/gsd-executor.md';
const OLD_HASH = await sha256Hex(STOCK);
const NEWER = 'a newer pristine from the next release\n';
const recorded = (hash: string) => new Map([[FILE, hash]]);
// The backup adds USER to the old pristine; the installed file kept it.
const kept = (pristine: string) => ({ files: trees(FILE, { backup: STOCK + USER, installed: STOCK + USER, pristine }) });

ruleTester.run(patchesVerifier, 'patches/pristine-drift', {
  valid: [
    { name: 'the pristine is the one recorded at backup time', input: patchInput(FILE, { pristine: true, recordedHashes: recorded(OLD_HASH) }), host: kept(STOCK), verdict: 'pass' },
    { name: 'no recorded hash: nothing to compare', input: patchInput(FILE, { pristine: true }), host: kept(NEWER), verdict: 'pass' },
    { name: 'an empty recorded hash is no hash', input: patchInput(FILE, { pristine: true, recordedHashes: recorded('') }), host: kept(NEWER), verdict: 'pass' },
    { name: 'a recorded hash for another file', input: patchInput(FILE, { pristine: true, recordedHashes: new Map([['other.md', OLD_HASH]]) }), host: kept(NEWER), verdict: 'pass' },
    { name: 'no pristine dir: nothing to compare', input: patchInput(FILE, { recordedHashes: recorded(OLD_HASH) }), host: kept(NEWER), verdict: 'pass' },
    { name: 'the pristine file is absent: over-broad checking', input: patchInput(FILE, { pristine: true, recordedHashes: recorded(OLD_HASH) }), host: { files: trees(FILE, { backup: STOCK + USER, installed: STOCK + USER }) }, verdict: 'pass' },
    {
      name: '--compat v1: drift detection is off, and the drifted pristine is diffed',
      input: patchInput(FILE, { pristine: true, driftAware: false, recordedHashes: recorded(OLD_HASH) }),
      host: { files: trees(FILE, { backup: STOCK + USER, installed: STOCK, pristine: NEWER }) },
      verdict: 'fail',
    },
  ],
  invalid: [
    {
      name: 'the pristine on disk is newer than the recorded one',
      input: patchInput(FILE, { pristine: true, recordedHashes: recorded(OLD_HASH) }),
      file: FILE,
      host: { files: trees(FILE, { backup: STOCK + USER, installed: STOCK, pristine: NEWER }) },
      errors: [
        {
          reason: 'ok_pristine_drift_detected',
          severity: 'info',
          line: null,
          file: FILE,
          message: 'The pristine copy of agents/gsd-executor.md differs from the one recorded at backup time; the file was not checked.',
          hint: 'Restore the pristine copy of the old version (its hash is in backup-meta.json) to check this file.',
        },
      ],
      verdict: 'pass',
      repaired: { input: patchInput(FILE, { pristine: true, recordedHashes: recorded(OLD_HASH) }), host: kept(STOCK) },
    },
    {
      name: 'the hash is compared even when the pristine is empty',
      input: patchInput(FILE, { pristine: true, recordedHashes: recorded(OLD_HASH) }),
      host: kept(''),
      errors: [{ reason: 'ok_pristine_drift_detected', severity: 'info', line: null }],
      verdict: 'pass',
    },
    {
      name: 'hashes compare as exact strings (an upper-case hash differs)',
      input: patchInput(FILE, { pristine: true, recordedHashes: recorded(OLD_HASH.toUpperCase()) }),
      host: kept(STOCK),
      errors: [{ reason: 'ok_pristine_drift_detected', severity: 'info', line: null }],
      verdict: 'pass',
    },
  ],
});
