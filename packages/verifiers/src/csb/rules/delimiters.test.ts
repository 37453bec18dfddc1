import { ruleTester } from '../../rule-tester.test-helpers.js';
import { block } from '../fixtures.test-helpers.js';
import { csbVerifier } from '../index.js';

const noEnd = { reason: 'csb_delimiter_missing', severity: 'blocker', line: null, message: 'The end delimiter line ===END_COMPRESSION_STATE=== is missing.' } as const;
const noStart = { reason: 'csb_delimiter_missing', severity: 'blocker', line: null, message: 'The start delimiter line ===COMPRESSION_STATE=== is missing.' } as const;

ruleTester.run(csbVerifier, 'csb/delimiters', {
  valid: [
    { name: 'both delimiters', input: { block: block() }, verdict: 'pass' },
    { name: 'trailing spaces after a delimiter', input: { block: block().replace('===COMPRESSION_STATE===', '===COMPRESSION_STATE===   ') }, verdict: 'pass' },
    { name: 'CRLF line ends', input: { block: block().replace(/\n/g, '\r\n') }, verdict: 'pass' },
    { name: 'text before and after the block', input: { block: `Context compacted; restoring.\n${block()}Resuming Task 4.\n` }, verdict: 'pass' },
  ],
  invalid: [
    { name: 'a truncated block', input: { block: block({ end: false }) }, errors: [noEnd], verdict: 'fail', repaired: { input: { block: block() } } },
    { name: 'no start line', input: { block: block({ start: false }) }, errors: [noStart], verdict: 'fail', repaired: { input: { block: block() } } },
    { name: 'neither', input: { block: block({ start: false, end: false }) }, errors: [noStart, noEnd], verdict: 'fail' },
    { name: 'empty input', input: { block: '' }, errors: [noStart, noEnd], verdict: 'fail' },
    { name: 'the end line before the start line does not close it', input: { block: `===END_COMPRESSION_STATE===\n${block({ end: false })}` }, errors: [noEnd], verdict: 'fail' },
    { name: 'a delimiter inside a line is no delimiter line', input: { block: block().replace('===END_COMPRESSION_STATE===', 'end: ===END_COMPRESSION_STATE===') }, errors: [noEnd], verdict: 'fail' },
  ],
});
