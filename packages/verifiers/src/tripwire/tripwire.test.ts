import type { Result } from '@gauntlet/contracts/codes';
import { TripwireReason, codesOf } from '@gauntlet/contracts/codes';
import { describe, expect, it } from 'vitest';
import { receiptPrefix } from '../receipt/index.js';
import { BASE_V1, BASE_V11, H, withLine } from '../receipt/fixtures.test-helpers.js';
import {
  type ManifestEntry,
  applySweep,
  formatManifestLine,
  matchGlob,
  parseManifestLine,
  runTripwireScenario,
  sweepReceipt,
  tripwireRules,
  verifyTripwire,
} from './index.js';

const v11 = (tripwire: string, opts: { header?: string; trace?: string; claims?: string; supersedes?: string; suspicion?: string; verdict?: string } = {}) => {
  let text = BASE_V11.replace('TRIPWIRE:  wrote(src/clock*) | suspicion>=0.40', `TRIPWIRE:  ${tripwire}`);
  if (opts.header) text = text.replace('build/3-fixer', opts.header);
  if (opts.trace) text = text.replace(`  1  EDIT  src/clock.ts  sha256:${H('b')}`, opts.trace);
  if (opts.claims) text = text.replace('  tests-ran=true   from=TRACE#2', `  tests-ran=true   from=TRACE#2\n${opts.claims}`);
  if (opts.supersedes) text = text.replace('SUPERSEDES: none', `SUPERSEDES: ${opts.supersedes}`);
  if (opts.suspicion) text = text.replace('SUSPICION  0.05', `SUSPICION  ${opts.suspicion}`);
  if (opts.verdict) text = text.replace('VERDICT  PASS', `VERDICT  ${opts.verdict}`);
  return text;
};

function replay(texts: string[]) {
  const manifest: ManifestEntry[] = [];
  return texts.map((text) => {
    const outcome = sweepReceipt(manifest, text);
    applySweep(manifest, outcome);
    return outcome;
  });
}

describe('tripwire sweep', () => {
  it('locks the documented reason codes (docs/rules/tripwire/README.md#processing-one-receipt)', () => {
    expect(codesOf(TripwireReason)).toEqual([
      'sweep_header_invalid', 'sweep_predicate_unknown', 'sweep_supersedes_unknown_prefix',
      'sweep_supersedes_ambiguous_prefix', 'sweep_supersedes_already_superseded', 'tripwire_fired',
    ]);
    const reasons = new Set(tripwireRules.flatMap((rule) => rule.reasons));
    for (const code of codesOf(TripwireReason)) expect(reasons.has(code)).toBe(true);
  });

  it('E7: a later receipt (even v1) fires wrote(api/**); SUPERSEDES retires the entry first', () => {
    const m = v11('wrote(api/**)');
    const writer = BASE_V1.replace(`EDIT  src/clock.ts  sha256:${H('b')}`, `WROTE  services/api/h.ts  sha256:${H('c')}`);
    const [a, b] = replay([m, writer]);
    expect(a!.accepted).toBe(true);
    expect(a!.entry!.prefix).toBe(receiptPrefix(m));
    expect(b!.fired).toEqual([{ manifestIndex: 0, prefix: receiptPrefix(m), predicate: 'wrote(api/**)' }]);
    const prefix = receiptPrefix(m);
    const retire = v11('none', { supersedes: prefix, claims: `  retired=true  from=${prefix}#L1`, suspicion: '0.00', trace: `  1  WROTE  services/api/h.ts  sha256:${H('c')}` });
    const [, c] = replay([m, retire]);
    expect(c!.accepted).toBe(true);
    expect(c!.superseded).toEqual([prefix]);
    expect(c!.fired).toEqual([]);
  });

  it('reference glob semantics: * crosses /, braces literal, suffix match, no / anchoring', () => {
    expect(matchGlob('wrote(auth/**)', ['src/auth/token.ts'])).toBe(true);
    expect(matchGlob('wrote(docs/*.md)', ['docs/deep/nested.md'])).toBe(true);
    expect(matchGlob('wrote({src,lib}/**)', ['src/x'])).toBe(false);
    expect(matchGlob('wrote(/src/core/**)', ['src/core/x.ts'])).toBe(false);
    expect(matchGlob('claims-touch(auth,payments)', ['lib/payments/charge.ts'])).toBe(true);
  });

  it('hostile globs: a 7-star TRIPWIRE glob against 80- to 20000-character written paths finishes well under a second', () => {
    const glob = 'wrote(*a*b*c*d*e*f*g*z)';
    for (const length of [80, 2_000, 20_000]) {
      const path = 'abcdefg/'.repeat(length / 8).slice(0, length);
      const start = performance.now();
      expect(matchGlob(glob, [path])).toBe(false);
      expect(performance.now() - start).toBeLessThan(1_000);
    }
    // Through the sweep: the armed glob never fires on the long path, and the verdict stays pass.
    const armed = v11(glob);
    const long = `src/${'abcdefg/'.repeat(10)}x.ts`;
    const start = performance.now();
    const [, writer] = replay([armed, v11('none', { suspicion: '0.00', trace: `  1  EDIT  ${long}  sha256:${H('b')}` })]);
    expect(performance.now() - start).toBeLessThan(1_000);
    expect(writer!.accepted).toBe(true);
    expect(writer!.fired).toEqual([]);
  });

  it('peer-dispatch-disagrees compares keys of the same skill; self-checks never fire', () => {
    const judge = (sev: string, tripwire: string, n: string) =>
      v11(tripwire, { header: `quality-gate/${n}-judge`, claims: `  severity-max=${sev}  from=TRACE#2`, suspicion: tripwire === 'none' ? '0.00' : '0.10' });
    const steps = replay([judge('minor', 'peer-dispatch-disagrees(severity) | verdict=FAIL | exec-exit!=0', '1'), judge('fatal', 'none', '2'), judge('minor', 'none', '3')]);
    expect(steps[1]!.fired.map((f) => f.predicate)).toEqual(['peer-dispatch-disagrees(severity)']);
    expect(steps[2]!.fired).toEqual([]);
    expect(steps[1]!.entry!.keys).toEqual(['quality-gate:severity-max:fatal']);
  });

  it('suspicion>= compares the new receipt; always fires; read() sees READ only', () => {
    const steps = replay([v11('suspicion>=0.30 | always | read(docs/**)'), v11('none', { suspicion: '0.00' }), v11('wrote(x)', { suspicion: '0.50', trace: `  1  READ  docs/plan.md  sha256:${H('b')}` })]);
    expect(steps[1]!.fired.map((f) => f.predicate)).toEqual(['always']);
    expect(steps[2]!.fired.map((f) => f.predicate)).toEqual(['suspicion>=0.30', 'always', 'read(docs/**)']);
  });

  it('rejections: header, Tier-1, sweep vocabulary, SUPERSEDES', () => {
    const [header] = replay(['RCPT v2 x/y\n']);
    expect(header!.rejection?.reason).toBe('sweep_header_invalid');
    const [lint] = replay([withLine(BASE_V1, 'VERDICT', 'VERDICT maybe')]);
    expect(lint!.rejection?.reason).toBe('verdict_malformed');
    const [sameFile] = replay([v11('peer-dispatch-disagrees(same-file)')]);
    expect(sameFile!.rejection?.reason).toBe('sweep_predicate_unknown');
    const [cap] = replay([v11('wrote({a,b,c,d,e,f,g,h,i})')]);
    expect(cap!.rejection?.reason).toBe('tripwire_glob_cap');
    const unknown = v11('always', { supersedes: '0123456789ab', claims: '  retired=true  from=0123456789ab#L1' });
    expect(replay([unknown])[0]!.rejection?.reason).toBe('sweep_supersedes_unknown_prefix');
    const first = v11('always', { verdict: 'FAIL' });
    const p = receiptPrefix(first);
    const twice = (n: string) => v11('always', { header: `build/${n}`, supersedes: p, claims: `  retired=true  from=${p}#L1` });
    const steps = replay([first, twice('9-a'), twice('9-b')]);
    expect(steps[1]!.accepted).toBe(true);
    expect(steps[2]!.rejection?.reason).toBe('sweep_supersedes_already_superseded');
    const [missing] = replay([withLine(BASE_V11, 'TRIPWIRE:', null)]);
    expect(missing!.rejection?.reason).toBe('v11_tripwire_missing');
  });

  describe('tripwire/supersedes: each reachable code through the verifier (rule, reason, severity, verdict)', () => {
    const entryFor = (prefix: string, supersededBy?: string): ManifestEntry => ({
      prefix, dispatch: 'build/1-a', skill: 'build', verdict: 'PASS', tripwire: 'always', child: undefined, suspicion: 0.1, keys: [], files: [], supersededBy,
    });
    const retiring = (prefix: string) => v11('always', { supersedes: prefix, claims: `  retired=true  from=${prefix}#L1` });
    const only = async (receipt: string, manifest: ManifestEntry[]) => {
      const result = await verifyTripwire(receipt, manifest);
      expect(result.findings).toHaveLength(1);
      const [finding] = result.findings;
      return { rule: finding!.rule, reason: finding!.reason, severity: finding!.severity, fails: result.findings.some((f) => f.severity === 'blocker'), line: finding!.line };
    };

    it.each([
      ['sweep_supersedes_unknown_prefix', [] as ManifestEntry[]],
      ['sweep_supersedes_ambiguous_prefix', [entryFor('0123456789ab'), entryFor('0123456789ab')]],
      ['sweep_supersedes_already_superseded', [entryFor('0123456789ab', 'fedcba987654')]],
    ])('%s', async (reason, manifest) => {
      const found = await only(retiring('0123456789ab'), manifest);
      expect(found).toMatchObject({ rule: 'tripwire/supersedes', reason, severity: 'blocker', fails: true });
      expect(found.line).toBeGreaterThan(1);
    });

    it('a justified supersession of an active entry passes', async () => {
      const result = await verifyTripwire(retiring('0123456789ab'), [entryFor('0123456789ab')]);
      expect(result.findings.filter((f) => f.severity === 'blocker')).toEqual([]);
      expect(result.data.superseded).toEqual(['0123456789ab']);
    });
  });

  it('manifest lines round-trip and cap keys=/files= at 8 with more=N', () => {
    const entry: ManifestEntry = {
      prefix: 'abcdefabcdef', dispatch: 'build/1-a', skill: 'build', verdict: 'PASS', tripwire: 'wrote(src/**) | always', child: undefined, suspicion: 0.1,
      keys: [], files: Array.from({ length: 10 }, (_, i) => `f${i}.ts:aaaaaa`), supersededBy: undefined,
    };
    const line = formatManifestLine(entry);
    expect(line).toContain('more=2');
    expect(line.startsWith('abcdefabcdef  build/1-a  PASS  TRIPWIRE: wrote(src/**) | always')).toBe(true);
    const back = parseManifestLine(line)!;
    expect(back.tripwire).toBe(entry.tripwire);
    expect(back.files).toHaveLength(8);
    expect(parseManifestLine(JSON.stringify(entry))?.prefix).toBe('abcdefabcdef');
  });

  it('verifier data and scenario replay with placeholders', async () => {
    const m = v11('wrote(src/**)');
    const result = await verifyTripwire(v11('none', { suspicion: '0.00' }), replayManifest([m]));
    expect(result.data.accepted).toBe(true);
    expect(result.data.fired).toEqual([{ manifestIndex: 0, prefix: receiptPrefix(m), predicate: 'wrote(src/**)' }]);
    expect(result.findings.map((f) => [f.reason, f.severity])).toEqual([['tripwire_fired', 'info']]);
    const scenario = [
      JSON.stringify({ type: 'receipt', receipt: m }),
      JSON.stringify({ type: 'expect-lint-pass' }),
      JSON.stringify({ type: 'receipt', receipt: v11('none', { suspicion: '0.00', supersedes: '{{rcpt-prefix-0}}', claims: '  retired=true  from={{rcpt-prefix-0}}#L1' }) }),
    ].join('\n');
    const results: Result[] = [];
    await runTripwireScenario(scenario, (r) => {
      results.push(r);
    });
    expect(results.map((r) => r.id)).toEqual(['#1', '#2']);
    expect(results[1]!.data.superseded).toEqual([receiptPrefix(m)]);
  });
});

function replayManifest(texts: string[]): ManifestEntry[] {
  const manifest: ManifestEntry[] = [];
  for (const text of texts) applySweep(manifest, sweepReceipt(manifest, text));
  return manifest;
}
