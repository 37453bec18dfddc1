import { ruleTester } from '../../rule-tester.test-helpers.js';
import { receiptPrefix } from '../../receipt/index.js';
import { manifestOf, quiet, receipt, retiring } from '../fixtures.test-helpers.js';
import { tripwireVerifier } from '../index.js';

const predecessor = receipt('wrote(src/**)');
const P = receiptPrefix(predecessor);
const other = receipt('always', { header: 'build/4-fixer' });
const Q = receiptPrefix(other);
const afterRetired = manifestOf(predecessor, retiring(P, { header: 'build/5-fixer' }));
const SUPERSEDES_LINE = 16;

ruleTester.run(tripwireVerifier, 'tripwire/supersedes', {
  valid: [
    { name: 'SUPERSEDES: none', input: { receipt: quiet(), manifest: manifestOf(predecessor) }, verdict: 'pass' },
    { name: 'one active entry with the prefix', input: { receipt: retiring(P), manifest: manifestOf(predecessor) }, verdict: 'pass' },
    {
      name: 'two prefixes, both active and both cited',
      input: { receipt: quiet({ supersedes: `${P}, ${Q}`, claims: `  retired=true  from=${P}#L1\n  replaced=true  from=${Q}#L2` }), manifest: manifestOf(predecessor, other) },
      verdict: 'pass',
    },
  ],
  invalid: [
    {
      name: 'a prefix no manifest entry has',
      input: { receipt: retiring(P), manifest: [] },
      errors: [{ reason: 'sweep_supersedes_unknown_prefix', severity: 'blocker', line: SUPERSEDES_LINE, message: `SUPERSEDES cites unknown prefix: ${P}` }],
      verdict: 'fail',
      repaired: { input: { receipt: retiring(P), manifest: manifestOf(predecessor) } },
    },
    {
      name: 'the second prefix is unknown',
      input: { receipt: quiet({ supersedes: `${P},${Q}`, claims: `  retired=true  from=${P}#L1\n  replaced=true  from=${Q}#L2` }), manifest: manifestOf(predecessor) },
      errors: [{ reason: 'sweep_supersedes_unknown_prefix', severity: 'blocker', line: 17, message: `SUPERSEDES cites unknown prefix: ${Q}` }],
      verdict: 'fail',
    },
    {
      name: 'the same receipt accepted twice: its prefix is ambiguous',
      input: { receipt: retiring(P), manifest: manifestOf(predecessor, predecessor) },
      errors: [{ reason: 'sweep_supersedes_ambiguous_prefix', severity: 'blocker', line: SUPERSEDES_LINE, message: `SUPERSEDES prefix ambiguous: ${P}` }],
      verdict: 'fail',
      repaired: { input: { receipt: retiring(P), manifest: manifestOf(predecessor) } },
    },
    {
      name: 'an entry an earlier receipt already superseded',
      input: { receipt: retiring(P, { header: 'build/6-fixer' }), manifest: afterRetired },
      errors: [{ reason: 'sweep_supersedes_already_superseded', severity: 'blocker', line: SUPERSEDES_LINE, message: `SUPERSEDES cites already-superseded receipt: ${P}` }],
      verdict: 'fail',
      repaired: { input: { receipt: retiring(P, { header: 'build/6-fixer' }), manifest: manifestOf(predecessor) } },
    },
  ],
});
