import { H } from '../../receipt/fixtures.test-helpers.js';
import { receiptPrefix } from '../../receipt/index.js';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { manifestOf, quiet, receipt, retiring } from '../fixtures.test-helpers.js';
import { tripwireVerifier } from '../index.js';

const armed = (tripwire: string, header = 'build/1-designer') => receipt(tripwire, { header });
const writes = (path: string) => quiet({ trace: `  1  WROTE  ${path}  sha256:${H('c')}` });
const reads = (path: string) => quiet({ trace: `  1  READ  ${path}  sha256:${H('c')}` });
const api = armed('wrote(api/**)');
const fired = (predicate: string, entry: string, index = 0) =>
  ({ reason: 'tripwire_fired', severity: 'info', line: null, message: `Tripwire ${predicate} of manifest entry #${index} (${receiptPrefix(entry)}) fired; re-read that receipt.` }) as const;
const judge = (severity: string, tripwire: string, n: string) =>
  receipt(tripwire, { header: `quality-gate/${n}-judge`, claims: `  severity-max=${severity}  from=TRACE#2`, suspicion: tripwire === 'none' ? '0.00' : '0.10' });
const firstJudge = judge('minor', 'peer-dispatch-disagrees(severity)', '1');
const four = armed('read(docs/**) | claims-touch(notes/**) | always | suspicion>=0.00');
const lead = `${quiet({ header: 'build/2-lead' })}TRIPWIRE-CHILD: read(lib/**)\n`;

ruleTester.run(tripwireVerifier, 'tripwire/fired', {
  valid: [
    { name: 'an empty manifest', input: { receipt: writes('services/api/h.ts'), manifest: [] }, verdict: 'pass' },
    { name: 'a write outside the glob', input: { receipt: writes('services/web/h.ts'), manifest: manifestOf(api) }, verdict: 'pass' },
    { name: 'braces are literal', input: { receipt: writes('src/x.ts'), manifest: manifestOf(armed('wrote({src,lib}/**)')) }, verdict: 'pass' },
    { name: 'a leading / never matches', input: { receipt: writes('src/core/x.ts'), manifest: manifestOf(armed('wrote(/src/core/**)')) }, verdict: 'pass' },
    { name: 'read() sees READ entries only', input: { receipt: writes('docs/plan.md'), manifest: manifestOf(armed('read(docs/**)')) }, verdict: 'pass' },
    { name: 'verdict=FAIL and exec-exit!=0 never fire', input: { receipt: quiet(), manifest: manifestOf(armed('verdict=FAIL | exec-exit!=0')) }, verdict: 'pass' },
    { name: 'a superseded entry does not fire', input: { receipt: writes('api/h.ts'), manifest: manifestOf(api, retiring(receiptPrefix(api), { header: 'build/2-fixer' })) }, verdict: 'pass' },
    { name: 'the entry this receipt supersedes does not fire', input: { receipt: retiring(receiptPrefix(api), { trace: `  1  WROTE  api/h.ts  sha256:${H('c')}` }), manifest: manifestOf(api) }, verdict: 'pass' },
    { name: 'a suspicion below the threshold', input: { receipt: quiet(), manifest: manifestOf(armed('suspicion>=0.30')) }, verdict: 'pass' },
    { name: 'peer keys of another skill', input: { receipt: judge('fatal', 'none', '2').replace('quality-gate/2-judge', 'build/2-judge'), manifest: manifestOf(firstJudge) }, verdict: 'pass' },
    { name: 'a rejected receipt fires nothing', input: { receipt: writes('api/h.ts').replace('RCPT v1.1', 'RCPT v9'), manifest: manifestOf(api) }, verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'wrote(api/**) by a later write below api/ (a suffix match)',
      input: { receipt: writes('services/api/h.ts'), manifest: manifestOf(api) },
      errors: [fired('wrote(api/**)', api)],
      verdict: 'pass',
    },
    {
      name: '* crosses /',
      input: { receipt: writes('docs/deep/nested.md'), manifest: manifestOf(armed('wrote(docs/*.md)')) },
      errors: [fired('wrote(docs/*.md)', armed('wrote(docs/*.md)'))],
      verdict: 'pass',
    },
    {
      name: 'read(), claims-touch() through a claim citation, always, suspicion>= — in predicate order',
      input: {
        receipt: quiet({ trace: `  1  READ  docs/plan.md  sha256:${H('c')}`, claims: '  plan-read=true  from=notes/plan.md#L1' }).replace('ARTIFACTS\n', 'ARTIFACTS\n  notes/plan.md  sha256:' + H('d') + '  10\n'),
        manifest: manifestOf(four),
      },
      errors: [fired('read(docs/**)', four), fired('claims-touch(notes/**)', four), fired('always', four), fired('suspicion>=0.00', four)],
      verdict: 'pass',
    },
    {
      name: 'peer-dispatch-disagrees: the same skill reports another severity-max',
      input: { receipt: judge('fatal', 'none', '2'), manifest: manifestOf(firstJudge) },
      errors: [fired('peer-dispatch-disagrees(severity)', firstJudge)],
      verdict: 'pass',
    },
    {
      name: 'TRIPWIRE-CHILD pieces arm too, and the index counts accepted entries',
      input: { receipt: reads('lib/x.ts'), manifest: manifestOf(api, lead) },
      errors: [fired('read(lib/**)', lead, 1)],
      verdict: 'pass',
    },
  ],
});
