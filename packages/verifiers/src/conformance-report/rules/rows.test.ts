import { ruleTester } from '../../rule-tester.test-helpers.js';
import { CONFORMS, DELIVERED, GAPS, block, lineOf, report } from '../fixtures.test-helpers.js';
import { conformanceReportVerifier } from '../index.js';

const done = report({ verdict: 'CONFORMS', rows: [DELIVERED, '[DONE] R2: exports — evidence: src/e.ts:4'] });
const gId = report({ verdict: 'CONFORMS', rows: ['[DELIVERED] G1: exports — evidence: src/e.ts:4'] });
const rId = report({ rows: ['[MISSING] R2: audit — searched: src/'], blocks: [block('R2', 'MISSING')], parallel: 'G1 disjoint' });

ruleTester.run(conformanceReportVerifier, 'conformance-report/rows', {
  valid: [
    { name: 'R ids delivered, G ids missing', input: GAPS, verdict: 'pass' },
    { name: 'every category', input: report({ rows: [DELIVERED, '[PARTIAL] G1: a', '[MISSING] G2: b', '[DRIFTED] G3: c', '[UNAUTHORIZED] G4: d — origin: none (scope creep)'] }), verdict: 'fail' },
    { name: 'bullets with * and extra spaces', input: CONFORMS.replace('  - [DELIVERED]', '  *   [DELIVERED]'), verdict: 'pass' },
    { name: 'ten thousand rows', input: report({ verdict: 'CONFORMS', rows: Array.from({ length: 10_000 }, (_, i) => `[DELIVERED] R${i + 1}: r — evidence: a.ts:1`) }), verdict: 'pass' },
    { name: 'rows in the drift section are drift, not requirements', input: report({ verdict: 'CONFORMS', rows: [DELIVERED], drift: '- [NOTE] wording — recorded in spec? yes' }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'an unknown category',
      input: done,
      errors: [
        {
          reason: 'row_category_unknown',
          severity: 'blocker',
          line: lineOf(done, '[DONE]'),
          column: 1,
          message: '"[DONE]" is not a requirement category (DELIVERED, PARTIAL, MISSING, DRIFTED, UNAUTHORIZED).',
        },
      ],
      verdict: 'fail',
      repaired: { input: done.replace('[DONE]', '[DELIVERED]') },
    },
    {
      name: 'a lower-case category',
      input: CONFORMS.replace('[DELIVERED]', '[delivered]'),
      errors: [{ reason: 'row_category_unknown', severity: 'blocker', line: 5 }],
      verdict: 'fail',
    },
    {
      name: 'a DELIVERED row with a G id',
      input: gId,
      errors: [{ reason: 'delivered_row_not_r_id', severity: 'blocker', line: 5, column: 1, message: 'A DELIVERED row uses an R<n> id (found "G1").' }],
      verdict: 'fail',
      repaired: { input: gId.replace('G1:', 'R1:') },
    },
    {
      name: 'a DELIVERED row without an id',
      input: report({ verdict: 'CONFORMS', rows: ['[DELIVERED] exports work'] }),
      errors: [{ reason: 'delivered_row_not_r_id', severity: 'blocker', line: 5, message: 'A DELIVERED row uses an R<n> id (found "").' }],
      verdict: 'fail',
    },
    {
      name: 'a MISSING row with an R id',
      input: rId,
      errors: [{ reason: 'gap_row_not_g_id', severity: 'blocker', line: 5, column: 1, message: 'A MISSING row uses a durable G<n> id (found "R2").' }],
      verdict: 'fail',
      repaired: { input: rId.replace(/R2/g, 'G1') },
    },
    {
      name: 'a PARTIAL row with a lower-case g id',
      input: report({ rows: ['[PARTIAL] g1: a'], blocks: [block('g1', 'PARTIAL')], parallel: 'G1 disjoint' }),
      errors: [{ reason: 'gap_row_not_g_id', severity: 'blocker', line: 5, message: 'A PARTIAL row uses a durable G<n> id (found "g1").' }],
      verdict: 'fail',
    },
  ],
});
