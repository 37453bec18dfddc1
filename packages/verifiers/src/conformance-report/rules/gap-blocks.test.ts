import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { DELIVERED, GAPS, MISSING, block, lineOf, report } from '../fixtures.test-helpers.js';
import { conformanceReportVerifier } from '../index.js';

/** A GAPS report whose one MISSING row G1 has the given block (or none). */
const withBlock = (gapBlock: string | null, row = MISSING) => report({ rows: [DELIVERED, row], blocks: gapBlock === null ? [] : [gapBlock], parallel: 'G1 disjoint' });
const creep = '[UNAUTHORIZED] G1: telemetry — origin: none (scope creep) — evidence: src/t.ts:1';
const creepBlock = (fields: Record<string, string>) => block('G1', 'UNAUTHORIZED', { origin: 'none (scope creep)', recommended: 'accept', ...fields });

const noBlock = withBlock(null);
const noResources = withBlock(block('G1', 'MISSING', { 'touched-resources': '<omit>' }));
const blank = withBlock(block('G1', 'MISSING', { remediation: '' }));
const mismatch = withBlock(block('G1', 'MISSING'), MISSING.replace('[MISSING]', '[DRIFTED]'));
const defer = withBlock(block('G1', 'MISSING', { recommended: 'defer' }));
const rescope = withBlock(creepBlock({ recommended: 'rescope' }), creep);
const specOrigin = withBlock(creepBlock({ origin: 'spec "Design" - "metrics"' }), creep);
const emptyBlock = withBlock('```\nG1:\n```');
const fieldMissing = (name: string): ExpectedFinding => ({
  reason: 'gap_block_field_missing',
  severity: 'blocker',
  line: lineOf(emptyBlock, 'G1:', 10),
  message: `Gap block G1 has no "${name}:" field.`,
});

ruleTester.run(conformanceReportVerifier, 'conformance-report/gap-blocks', {
  valid: [
    { name: 'a complete block', input: GAPS, verdict: 'pass' },
    { name: 'an UNAUTHORIZED row accepted, origin none (scope creep)', input: withBlock(creepBlock({}), creep), verdict: 'pass' },
    { name: 'an UNAUTHORIZED row to fix', input: withBlock(creepBlock({ recommended: 'fix' }), creep), verdict: 'pass' },
    { name: 'a rescoped MISSING row', input: withBlock(block('G1', 'MISSING', { recommended: 'rescope' })), verdict: 'pass' },
    { name: 'a tilde fence, and the first copy of a field counts', input: withBlock(block('G1', 'MISSING').replace(/```/g, '~~~').replace('  recommended: fix', '  recommended: fix\n  recommended: defer')), verdict: 'pass' },
    { name: 'DELIVERED rows need no block', input: report({ verdict: 'CONFORMS', rows: [DELIVERED] }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a gap row without its block',
      input: noBlock,
      errors: [{ reason: 'gap_block_missing', severity: 'blocker', line: lineOf(noBlock, '[MISSING]'), column: 1, message: 'No fenced gap block "G1:" for the MISSING row.' }],
      verdict: 'fail',
      repaired: { input: GAPS },
    },
    {
      name: 'a block for another id',
      input: withBlock(block('G7', 'MISSING')),
      errors: [{ reason: 'gap_block_missing', severity: 'blocker', line: 6 }],
      verdict: 'fail',
    },
    {
      name: 'a field left out',
      input: noResources,
      errors: [{ reason: 'gap_block_field_missing', severity: 'blocker', line: lineOf(noResources, 'G1:', 10), column: 1, message: 'Gap block G1 has no "touched-resources:" field.' }],
      verdict: 'fail',
      repaired: { input: GAPS },
    },
    {
      name: 'a blank field',
      input: blank,
      errors: [{ reason: 'gap_block_blank_value', severity: 'blocker', line: lineOf(blank, '  remediation:'), column: 1, message: 'Gap block G1: "remediation:" is blank (use absent, none or unknown).' }],
      verdict: 'fail',
      repaired: { input: withBlock(block('G1', 'MISSING', { remediation: 'unknown' })) },
    },
    {
      name: 'a block verdict that differs from its row',
      input: mismatch,
      errors: [{ reason: 'gap_block_verdict_mismatch', severity: 'blocker', line: lineOf(mismatch, '  verdict: MISSING'), column: 1, message: 'Gap block G1 says MISSING, but its row is DRIFTED.' }],
      verdict: 'fail',
      repaired: { input: withBlock(block('G1', 'DRIFTED'), MISSING.replace('[MISSING]', '[DRIFTED]')) },
    },
    {
      name: 'a recommendation outside the three',
      input: defer,
      errors: [{ reason: 'recommended_invalid', severity: 'blocker', line: lineOf(defer, '  recommended:'), column: 1, message: 'Gap block G1: recommended "defer" is not fix, accept or rescope.' }],
      verdict: 'fail',
      repaired: { input: GAPS },
    },
    {
      name: 'scope creep rescoped',
      input: rescope,
      errors: [{ reason: 'unauthorized_rescope', severity: 'blocker', line: lineOf(rescope, '  recommended:'), column: 1, message: 'Gap block G1: an UNAUTHORIZED row is accepted or fixed, never rescoped.' }],
      verdict: 'fail',
      repaired: { input: withBlock(creepBlock({ recommended: 'accept' }), creep) },
    },
    {
      name: 'scope creep with a spec origin in its block',
      input: specOrigin,
      errors: [{ reason: 'unauthorized_origin_not_none', severity: 'blocker', line: lineOf(specOrigin, '  origin:'), column: 1, message: 'Gap block G1: an UNAUTHORIZED row\'s origin is "none (scope creep)".' }],
      verdict: 'fail',
      repaired: { input: withBlock(creepBlock({}), creep) },
    },
    {
      name: 'scope creep with a spec origin in its row',
      input: withBlock(creepBlock({}), creep.replace('none (scope creep)', 'spec "Design" - "metrics"')),
      errors: [{ reason: 'unauthorized_origin_not_none', severity: 'blocker', line: lineOf(withBlock(creepBlock({}), creep), '  origin:') }],
      verdict: 'fail',
    },
    {
      name: 'an empty block: every field missing, at its label',
      input: emptyBlock,
      errors: [fieldMissing('verdict'), ...['origin', 'evidence', 'remediation', 'touched-files', 'touched-resources', 'recommended'].map(fieldMissing)],
      verdict: 'fail',
    },
    {
      name: 'an unclosed fence still holds the block',
      input: withBlock(block('G1', 'MISSING', { recommended: 'defer' }).replace(/\n```$/, '')),
      errors: [{ reason: 'recommended_invalid', severity: 'blocker', line: lineOf(defer, '  recommended:') }],
      verdict: 'fail',
    },
  ],
});
