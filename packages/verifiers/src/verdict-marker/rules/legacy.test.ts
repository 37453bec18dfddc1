import { ruleTester } from '../../rule-tester.test-helpers.js';
import { marker } from '../fixtures.test-helpers.js';
import { verdictMarkerVerifier } from '../index.js';

const unversioned = { reason: 'marker_legacy', severity: 'info', line: null, message: 'No MarkerVersion: a legacy marker; its missing fields are unknown and are not checked.' } as const;

ruleTester.run(verdictMarkerVerifier, 'verdict-marker/legacy', {
  valid: [
    { name: 'a MarkerVersion 2 marker', input: marker(), verdict: 'pass' },
    { name: 'CRLF and a BOM', input: `\uFEFF${marker().replace(/\n/g, '\r\n')}`, verdict: 'pass' },
    { name: 'a version other than 1 is not legacy (and is checked)', input: marker({ MarkerVersion: '3' }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'no MarkerVersion: a note, and nothing else is checked',
      input: marker({ MarkerVersion: null, ArtifactHash: null, Verdict: 'OK', FinalScore: '95' }),
      errors: [unversioned],
      verdict: 'pass',
      repaired: { input: marker() },
    },
    {
      name: 'MarkerVersion 1',
      input: marker({ MarkerVersion: '1', FinalScore: '95' }),
      errors: [{ reason: 'marker_legacy', severity: 'info', line: 1, message: 'MarkerVersion 1: a legacy marker; its missing fields are unknown and are not checked.' }],
      verdict: 'pass',
    },
    { name: 'empty input', input: '', errors: [unversioned], verdict: 'pass' },
    { name: 'prose only', input: 'The gate passed, trust me.\n', errors: [unversioned], verdict: 'pass' },
  ],
});
