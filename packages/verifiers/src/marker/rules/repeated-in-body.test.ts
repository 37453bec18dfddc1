import { ruleTester } from '../../rule-tester.test-helpers.js';
import { markerVerifier } from '../index.js';

ruleTester.run(markerVerifier, 'marker/repeated-in-body', {
  valid: [
    { name: 'one marker, on line 1', input: 'gauntlet: done merged\n\nAll checks green.\n', verdict: 'pass' },
    { name: 'quoted inline, the later mention does not start a line', input: 'gauntlet: done merged\n\nMy reply opens with `gauntlet: question`.\n', verdict: 'pass' },
    { name: 'a later upper-case line is not a marker', input: 'gauntlet: done merged\nGAUNTLET: question\n', verdict: 'pass' },
    { name: 'when line 1 is no marker, placement reports the later line instead', input: 'Preamble\ngauntlet: question\n', verdict: 'fail' },
    { name: 'CRLF, one marker', input: 'gauntlet: question\r\nWhich?\r\n', verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a marker line further down',
      input: 'gauntlet: done merged\n\nMy reply after yours opens with\ngauntlet: question\n',
      errors: [
        {
          reason: 'marker_repeated_in_body',
          severity: 'warning',
          line: 4,
          column: 1,
          message: 'Line 4 looks like a marker; only line 1 counts, so programs ignore it.',
          hint: 'Quote or reword the later line so that it does not start with "gauntlet:".',
        },
      ],
      verdict: 'pass',
      repaired: { input: 'gauntlet: done merged\n\nMy reply after yours opens with `gauntlet: question`.\n' },
    },
    {
      name: 'reported once, at the first later line, indented or not',
      input: 'gauntlet: done shipped\n\n  gauntlet: question\ngauntlet: question\n',
      errors: [{ reason: 'marker_repeated_in_body', severity: 'warning', line: 3, message: 'Line 3 looks like a marker; only line 1 counts, so programs ignore it.' }],
      verdict: 'pass',
    },
    {
      name: 'raised to a blocker in the config, it fails the turn',
      input: 'gauntlet: question\ngauntlet: question\n',
      rules: { 'marker/repeated-in-body': 'blocker' },
      errors: [{ reason: 'marker_repeated_in_body', severity: 'blocker', line: 2 }],
      verdict: 'fail',
    },
  ],
});
