import { ruleTester } from '../../rule-tester.test-helpers.js';
import { CONFORMS, DELIVERED, GAPS, MISSING, block, report } from '../fixtures.test-helpers.js';
import { conformanceReportVerifier } from '../index.js';

const unrecorded = report({ verdict: 'CONFORMS', rows: [DELIVERED], drift: '- the ticket asks for XLS — recorded in spec? no — reconcile' });

ruleTester.run(conformanceReportVerifier, 'conformance-report/verdict', {
  valid: [
    { name: 'CONFORMS, every row delivered', input: CONFORMS, verdict: 'pass' },
    { name: 'GAPS is an outcome: a valid GAPS report passes', input: GAPS, verdict: 'pass' },
    { name: 'recorded drift keeps CONFORMS', input: report({ verdict: 'CONFORMS', rows: [DELIVERED], drift: '- AC2 deferred — recorded in spec? yes — agreed' }), verdict: 'pass' },
    { name: 'unrecorded drift with GAPS', input: report({ rows: [DELIVERED], drift: '- the ticket asks for XLS — recorded in spec? no — reconcile' }), verdict: 'pass' },
    { name: 'CRLF', input: CONFORMS.replace(/\n/g, '\r\n'), verdict: 'pass' },
    { name: 'low confidence', input: report({ verdict: 'CONFORMS', confidence: 'low', rows: [DELIVERED] }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'no verdict line',
      input: CONFORMS.replace('Conformance verdict: CONFORMS\n', ''),
      errors: [{ reason: 'verdict_missing', severity: 'blocker', line: null, message: 'No "Conformance verdict: CONFORMS | GAPS" line.' }],
      verdict: 'fail',
      repaired: { input: CONFORMS },
    },
    {
      name: 'a verdict that is neither',
      input: report({ verdict: 'PASS', rows: [DELIVERED] }),
      errors: [{ reason: 'verdict_invalid', severity: 'blocker', line: 1, column: 1, message: 'The verdict "PASS" is neither CONFORMS nor GAPS.' }],
      verdict: 'fail',
      repaired: { input: report({ verdict: 'CONFORMS', rows: [DELIVERED] }) },
    },
    { name: 'a lower-case verdict', input: report({ verdict: 'conforms', rows: [DELIVERED] }), errors: [{ reason: 'verdict_invalid', severity: 'blocker', line: 1 }], verdict: 'fail' },
    {
      name: 'CONFORMS over a gap row',
      input: report({ verdict: 'CONFORMS', rows: [DELIVERED, MISSING], blocks: [block('G1', 'MISSING')], parallel: 'G1 disjoint' }),
      errors: [{ reason: 'verdict_inconsistent', severity: 'blocker', line: 1, column: 1, message: 'The report declares CONFORMS, but its rows and drift give GAPS.' }],
      verdict: 'fail',
      repaired: { input: GAPS },
    },
    {
      name: 'CONFORMS over unrecorded drift',
      input: unrecorded,
      errors: [{ reason: 'verdict_inconsistent', severity: 'blocker', line: 1, message: 'The report declares CONFORMS, but its rows and drift give GAPS.' }],
      verdict: 'fail',
      repaired: { input: unrecorded.replace('Conformance verdict: CONFORMS', 'Conformance verdict: GAPS') },
    },
    {
      name: 'GAPS with nothing missing',
      input: report({ verdict: 'GAPS', rows: [DELIVERED] }),
      errors: [{ reason: 'verdict_inconsistent', severity: 'blocker', line: 1, message: 'The report declares GAPS, but its rows and drift give CONFORMS.' }],
      verdict: 'fail',
    },
    {
      name: 'a confidence outside the three',
      input: report({ verdict: 'CONFORMS', confidence: 'very high', rows: [DELIVERED] }),
      errors: [{ reason: 'confidence_invalid', severity: 'blocker', line: 2, column: 1, message: 'The confidence "very high" is not low, medium or high.' }],
      verdict: 'fail',
      repaired: { input: CONFORMS },
    },
    {
      name: 'no confidence line',
      input: CONFORMS.replace('Confidence: high\n', ''),
      errors: [{ reason: 'confidence_invalid', severity: 'blocker', line: null, message: 'No "Confidence: low | medium | high" line.' }],
      verdict: 'fail',
    },
    {
      name: 'an empty report',
      input: '',
      errors: [
        { reason: 'verdict_missing', severity: 'blocker', line: null },
        { reason: 'confidence_invalid', severity: 'blocker', line: null },
      ],
      verdict: 'fail',
    },
  ],
});
