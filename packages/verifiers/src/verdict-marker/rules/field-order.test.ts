import { ruleTester } from '../../rule-tester.test-helpers.js';
import { marker } from '../fixtures.test-helpers.js';
import { verdictMarkerVerifier } from '../index.js';

const swapped = marker().replace(/^MarkerVersion: 2\nArtifactHash: (\w+)\n/, 'ArtifactHash: $1\nMarkerVersion: 2\n');

ruleTester.run(verdictMarkerVerifier, 'verdict-marker/field-order', {
  valid: [
    { name: 'MarkerVersion, then ArtifactHash', input: marker(), verdict: 'pass' },
    { name: 'blank lines before them are ignored', input: `\n\n${marker()}`, verdict: 'pass' },
    { name: 'a legacy marker is not checked', input: 'Verdict: PASS\nMarkerVersion: 1\n', verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'the two lines swapped',
      input: swapped,
      errors: [
        { reason: 'marker_field_order', severity: 'blocker', line: 1, message: 'The marker starts with ArtifactHash, MarkerVersion; it must start with MarkerVersion, then ArtifactHash.' },
      ],
      verdict: 'fail',
      repaired: { input: marker() },
    },
    {
      name: 'a title line before the fields: the finding points at the first field',
      input: `# Gate verdict\n${marker()}`,
      errors: [{ reason: 'marker_field_order', severity: 'blocker', line: 2, message: 'The marker starts with a non-field line, MarkerVersion; it must start with MarkerVersion, then ArtifactHash.' }],
      verdict: 'fail',
      repaired: { input: marker() },
    },
    {
      name: 'no ArtifactHash',
      input: marker({ ArtifactHash: null }),
      errors: [{ reason: 'marker_field_order', severity: 'blocker', line: 1, message: 'The marker starts with MarkerVersion, Verdict; it must start with MarkerVersion, then ArtifactHash.' }],
      verdict: 'fail',
    },
    {
      name: 'a marker of one line',
      input: 'MarkerVersion: 2\n',
      errors: [{ reason: 'marker_field_order', severity: 'blocker', line: 1, message: 'The marker starts with MarkerVersion, nothing; it must start with MarkerVersion, then ArtifactHash.' }],
      verdict: 'fail',
    },
  ],
});
