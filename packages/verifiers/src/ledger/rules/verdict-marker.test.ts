import { HostError, createMemoryHost } from '@gauntlet/core';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { marker } from '../../verdict-marker/fixtures.test-helpers.js';
import { HEADER, PIPELINE_ID, ledger } from '../fixtures.test-helpers.js';
import { ledgerVerifier } from '../index.js';

const MARKERS = { markersDir: 'qg' };
const PASS = marker();
const STAGNATION = marker({ Verdict: 'STAGNATION', Reason: 'stagnation-judge', Timestamp: '2026-09-18T14:02:00Z' });
const host = (files: Record<string, string>) => ({ files });

/** A host whose verdict directory exists but cannot be listed (EACCES). */
function unlistable(files: Record<string, string>) {
  const memory = createMemoryHost({ files });
  return { ...memory, readDir: (path: string) => Promise.reject(new HostError('EACCES', path)) };
}

ruleTester.run(ledgerVerifier, 'ledger/verdict-marker', {
  valid: [
    { name: 'without --markers no marker is read', input: ledger(), verdict: 'pass' },
    { name: 'the newest marker of the ledger’s PipelineID says PASS', input: ledger(), options: MARKERS, host: host({ 'qg/gate-verdict-run1.md': PASS }), verdict: 'pass' },
    {
      name: 'the newest by parsed Timestamp, offsets included',
      input: ledger(),
      options: MARKERS,
      host: host({
        'qg/gate-verdict-a.md': marker({ Verdict: 'STAGNATION', Reason: 'stagnation-judge', Timestamp: '2026-09-18T14:00:00Z' }),
        'qg/gate-verdict-b.md': marker({ Timestamp: '2026-09-18T13:30:00-01:00' }),
      }),
      verdict: 'pass',
    },
    {
      name: 'a marker written with a BOM',
      input: ledger(),
      options: MARKERS,
      host: host({ 'qg/gate-verdict-run1.md': `\uFEFF${PASS}` }),
      verdict: 'pass',
    },
    {
      name: '--pipeline-id names the PipelineID when the ledger has none',
      input: ledger(undefined, {}, HEADER.filter((line) => !line.startsWith('PipelineID'))),
      options: { ...MARKERS, pipelineId: PIPELINE_ID },
      host: host({ 'qg/gate-verdict-run1.md': PASS }),
      verdict: 'fail',
    },
  ],
  invalid: [
    {
      name: 'no verdict directory',
      input: ledger(),
      options: MARKERS,
      host: host({ 'elsewhere/notes.md': '' }),
      errors: [{ reason: 'marker_missing', severity: 'blocker', line: null, message: 'The verdict directory qg does not exist, so there is no verdict marker.', hint: 'Run the quality gate for this phase with the active pipeline_id; it writes gate-verdict-<run-id>.md.' }],
      verdict: 'fail',
      repaired: { input: ledger(), options: MARKERS, host: host({ 'qg/gate-verdict-run1.md': PASS }) },
    },
    {
      name: 'an unreadable verdict directory',
      input: ledger(),
      options: MARKERS,
      host: unlistable({ 'qg/gate-verdict-run1.md': PASS }),
      errors: [{ reason: 'marker_missing', severity: 'blocker', line: null, message: 'The verdict directory qg cannot be read, so no verdict marker can be verified.' }],
      verdict: 'fail',
    },
    {
      name: 'only markers of another pipeline',
      input: ledger(),
      options: MARKERS,
      host: host({ 'qg/gate-verdict-run1.md': marker({ PipelineID: 'build-20260101-000000' }) }),
      errors: [{ reason: 'marker_missing', severity: 'blocker', line: null, message: `No verdict marker in qg carries PipelineID ${PIPELINE_ID} with a parseable Timestamp.` }],
      verdict: 'fail',
      repaired: { input: ledger(), options: MARKERS, host: host({ 'qg/gate-verdict-run1.md': PASS }) },
    },
    {
      name: 'an unreadable marker cannot be the verified one',
      input: ledger(),
      options: MARKERS,
      host: { files: { 'qg/gate-verdict-run1.md': PASS }, unreadable: ['qg/gate-verdict-run1.md'] },
      errors: [{ reason: 'marker_missing', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'a marker whose Timestamp does not parse',
      input: ledger(),
      options: MARKERS,
      host: host({ 'qg/gate-verdict-run1.md': marker({ Timestamp: 'yesterday' }) }),
      errors: [{ reason: 'marker_missing', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'a PASS marker under another file name is not read',
      input: ledger(),
      options: MARKERS,
      host: host({ 'qg/verdict.md': PASS, 'qg/gate-verdict-dir.md/x': PASS }),
      errors: [{ reason: 'marker_missing', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'a marker larger than 1 MiB is not read',
      input: ledger(),
      options: MARKERS,
      host: host({ 'qg/gate-verdict-run1.md': `${PASS}${'Note: padding\n'.repeat(80_000)}` }),
      errors: [{ reason: 'marker_missing', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'no PipelineID in the ledger and none given',
      input: ledger(undefined, {}, HEADER.filter((line) => !line.startsWith('PipelineID'))),
      options: MARKERS,
      host: host({ 'qg/gate-verdict-run1.md': PASS }),
      errors: [
        { rule: 'ledger/header-fields', reason: 'ledger_header_field_missing', severity: 'blocker', line: null },
        { reason: 'marker_missing', severity: 'blocker', line: null, message: 'The ledger has no PipelineID and none was given, so no verdict marker can be selected.' },
      ],
      verdict: 'fail',
    },
    {
      name: 'an older PASS does not count: the newest says STAGNATION',
      input: ledger(),
      options: MARKERS,
      host: host({ 'qg/gate-verdict-run1.md': PASS, 'qg/gate-verdict-run2.md': STAGNATION }),
      errors: [
        {
          reason: 'marker_verdict_not_pass',
          severity: 'blocker',
          line: null,
          message: `The newest marker for ${PIPELINE_ID} (gate-verdict-run2.md) says STAGNATION, not PASS.`,
          evidence: ['selected: gate-verdict-run2.md'],
          hint: 'An older PASS marker does not count: re-run the gate on the same artifact (or SKIP GATE with the user).',
        },
      ],
      verdict: 'fail',
      repaired: { input: ledger(), options: MARKERS, host: host({ 'qg/gate-verdict-run1.md': STAGNATION, 'qg/gate-verdict-run2.md': marker({ Timestamp: '2026-09-18T15:00:00Z' }) }) },
    },
    {
      name: 'a newest marker without a Verdict',
      input: ledger(),
      options: MARKERS,
      host: host({ 'qg/gate-verdict-run1.md': marker({ Verdict: null }) }),
      errors: [{ reason: 'marker_verdict_not_pass', severity: 'blocker', line: null, message: `The newest marker for ${PIPELINE_ID} (gate-verdict-run1.md) says nothing, not PASS.` }],
      verdict: 'fail',
    },
  ],
});
