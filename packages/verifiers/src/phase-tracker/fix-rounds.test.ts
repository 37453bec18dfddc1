import { describe, expect, it } from 'vitest';
import { fixWave, grant, implementersReturned, last, loneImplementer, phase, refused, reviewerReturned, run, start, complete, toVerify } from './events.test-helpers.js';
import { phaseTracker } from './index.js';

const { normalizeMaxFixRounds, replayWithState } = phaseTracker;
const reviewed = [...toVerify, reviewerReturned()];
/** `n` counted rounds: a wave and its result each. */
const rounds = (n: number) => Array.from({ length: n }, () => [fixWave(2), implementersReturned()]).flat();

describe('phaseTracker: fix-round cap', () => {
  it('fix_round_cap_reached: the default cap is 3 rounds; the fourth wave is refused with the numbers', () => {
    const outcomes = run([...reviewed, ...rounds(3), fixWave()]);
    expect(outcomes.slice(-7, -1).every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes.at(-1)).toEqual({ ok: false, code: 'fix_round_cap_reached', error: '3 fix round(s) used against a cap of 3 (granted rounds included); ask the human to grant more rounds', used: 3, cap: 3 });
  });

  it('maxFixRounds: 0 refuses the first wave; chains and nested implementers count as dispatches', () => {
    expect(last([...reviewed, fixWave()], { closureReview: { maxFixRounds: 0 } })).toEqual(refused('fix_round_cap_reached', { used: 0, cap: 0 }));
    const chain = { type: 'subagent_call', input: { chain: [{ agent: 'implementer', task: 'repair' }] } };
    const nested = { type: 'subagent_call', input: { chain: [{ parallel: [{ agent: 'scout' }, { agent: 'implementer' }] }] } };
    expect(run([...reviewed, chain, implementersReturned(), chain, nested], { closureReview: { maxFixRounds: 1 } }).slice(-4)).toEqual([
      { ok: true }, { ok: true }, refused('fix_round_cap_reached', { used: 1, cap: 1 }), refused('fix_round_cap_reached', { used: 1, cap: 1 }),
    ]);
  });

  it('normalizeMaxFixRounds: integers kept, negatives 0, anything else 3', () => {
    expect([5, 0, -2, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '2', null, undefined].map(normalizeMaxFixRounds)).toEqual([5, 0, 0, 3, 3, 3, 3, 3, 3]);
    expect(last([...reviewed, ...rounds(3), fixWave()], { closureReview: { maxFixRounds: 1.5 } })).toEqual(refused('fix_round_cap_reached', { used: 3, cap: 3 }));
  });

  it('counting: a non-zero exit counts; errored, empty and non-implementer results do not; a mixed wave counts once', () => {
    const counted = (events: unknown[]) => replayWithState({ events: [...reviewed, ...events] }).state.fixRounds;
    expect(counted([implementersReturned(1)])).toBe(1);
    expect(counted([implementersReturned(0, { isError: true }), { type: 'subagent_result', results: [] }, { type: 'subagent_result', results: [{ agent: 'code-reviewer', exitCode: 0 }] }])).toBe(0);
    expect(counted([{ type: 'subagent_result', results: [{ agent: 'implementer', exitCode: 0 }, { agent: 'implementer', exitCode: 2 }, { agent: 'scout', exitCode: 0 }] }])).toBe(1);
  });

  it('counting happens at result time: two waves sent at cap - 1 both pass', () => {
    expect(run([...reviewed, ...rounds(2), fixWave(), fixWave()]).slice(-2)).toEqual([{ ok: true }, { ok: true }]);
  });

  it('outside the window nothing is guarded or counted: before the review, cold, enforce off, child, ship', () => {
    expect(last([...toVerify, ...rounds(4), fixWave()], { closureReview: { maxFixRounds: 0 } })).toEqual({ ok: true });
    expect(last([start('verify'), reviewerReturned(), fixWave()], { closureReview: { maxFixRounds: 0 } })).toEqual({ ok: true });
    expect(last([...reviewed, fixWave(), loneImplementer()], { closureReview: { maxFixRounds: 0, enforce: false } })).toEqual({ ok: true });
    expect(last([...reviewed, fixWave(), loneImplementer()], { closureReview: { maxFixRounds: 0 } }, true)).toEqual({ ok: true });
    const shipping = [...reviewed, complete('verify'), start('ship'), implementersReturned(), phase('skip', 'ship', { reason: 'reopen verify' }), start('verify', true), fixWave()];
    expect(last(shipping, { closureReview: { maxFixRounds: 1 } })).toEqual({ ok: true });
  });

  it('start implement and reset zero the rounds; start verify --force keeps them', () => {
    const settings = { closureReview: { maxFixRounds: 1 }, flowGuards: { enforce: false } };
    const again = [phase('skip', 'verify', { reason: 'amend' }), start('implement', true), complete('implement'), start('verify', true), reviewerReturned(), fixWave()];
    expect(last([...reviewed, ...rounds(1), ...again], settings)).toEqual({ ok: true });
    expect(last([...reviewed, ...rounds(1), start('verify', true), fixWave()], settings)).toEqual(refused('fix_round_cap_reached', { used: 1, cap: 1 }));
    expect(replayWithState({ events: [...reviewed, ...rounds(2), phase('reset')] }).state.fixRounds).toBe(0);
  });
});

describe('phaseTracker: shape guard', () => {
  it('lone_implementer_blocked: a top-level implementer after the review, async too', () => {
    expect(run([...reviewed, loneImplementer(), loneImplementer({ async: true })]).slice(-2)).toEqual([refused('lone_implementer_blocked'), refused('lone_implementer_blocked')]);
  });

  it('before the review, a one-task wave, a chain step and management calls pass', () => {
    expect(last([...toVerify, loneImplementer()])).toEqual({ ok: true });
    expect(last([...reviewed, fixWave(1)])).toEqual({ ok: true });
    expect(last([...reviewed, { type: 'subagent_call', input: { chain: [{ agent: 'implementer' }] } }])).toEqual({ ok: true });
    expect(last([...reviewed, loneImplementer({ action: 'status' })])).toEqual({ ok: true });
  });
});

describe('phaseTracker: grant_fix_rounds (the human overrule)', () => {
  const capped = [...reviewed, ...rounds(3)];

  it('a grant funds synchronous waves past the cap; each counted round spends one credit', () => {
    const outcomes = run([...capped, grant(2, 'human approved two more rounds'), ...rounds(2), fixWave()]);
    expect(outcomes.slice(-6)).toEqual([{ ok: true, credits: 2 }, { ok: true }, { ok: true }, { ok: true }, { ok: true }, refused('fix_round_cap_reached', { used: 5, cap: 3 })]);
  });

  it('grant_credits_unspent: no second grant while credits remain', () => {
    expect(run([...capped, grant(2, 'ok'), grant(1, 'more')]).slice(-2)).toEqual([{ ok: true, credits: 2 }, refused('grant_credits_unspent')]);
  });

  it('credits fund only synchronous waves; the lone shape stays refused', () => {
    const settings = { closureReview: { maxFixRounds: 0 } };
    expect(run([...reviewed, grant(1, 'ok'), fixWave(1, { async: true }), loneImplementer(), fixWave(), implementersReturned(), fixWave()], settings).slice(-6)).toEqual([
      { ok: true, credits: 1 },
      refused('fix_round_cap_reached', { used: 0, cap: 0 }),
      refused('lone_implementer_blocked'),
      { ok: true },
      { ok: true },
      refused('fix_round_cap_reached', { used: 1, cap: 0 }),
    ]);
  });

  it('validation order: rounds missing, rounds invalid, reason missing, no cap block, credits unspent', () => {
    const settings = { closureReview: { maxFixRounds: 0 } };
    expect(run([...reviewed, grant(undefined, ''), grant(0, ''), grant(1.5, 'ok'), grant('2', 'ok'), grant(Number.MAX_SAFE_INTEGER + 1, 'ok'), grant(1, ' \n'), grant(1, 3)], settings).slice(-7)).toEqual([
      refused('grant_rounds_missing'), refused('grant_rounds_invalid'), refused('grant_rounds_invalid'), refused('grant_rounds_invalid'),
      refused('grant_rounds_invalid'), refused('grant_reason_missing'), refused('grant_reason_missing'),
    ]);
    expect(last([...reviewed, grant(Number.MAX_SAFE_INTEGER, 'unlimited')], settings)).toEqual({ ok: true, credits: Number.MAX_SAFE_INTEGER });
  });

  it('grant_no_cap_block: nothing to overrule under the cap, before the review, outside the flow, in a child', () => {
    expect(last([...reviewed, ...rounds(2), grant(1, 'ok')])).toEqual(refused('grant_no_cap_block', { used: 2, cap: 3 }));
    expect(last([...toVerify, grant(1, 'ok')], { closureReview: { maxFixRounds: 0 } })).toEqual(refused('grant_no_cap_block', { used: 0, cap: 0 }));
    expect(last([start('verify'), reviewerReturned(), grant(1, 'ok')], { closureReview: { maxFixRounds: 0 } })).toEqual(refused('grant_no_cap_block', { used: 0, cap: 0 }));
    expect(last([...reviewed, grant(1, 'ok')], { closureReview: { maxFixRounds: 0 } }, true)).toEqual(refused('grant_no_cap_block', { used: 0, cap: 0 }));
    expect(last([...reviewed, grant(1, 'ok')], { closureReview: { maxFixRounds: 0, enforce: false } })).toEqual(refused('grant_no_cap_block', { used: 0, cap: 0 }));
  });

  it('the phase_tracker action spelling works the same; reset zeroes credits', () => {
    const settings = { closureReview: { maxFixRounds: 0 } };
    expect(last([...reviewed, phase('grant_fix_rounds', undefined, { rounds: 1, reason: 'ok' })], settings)).toEqual({ ok: true, credits: 1 });
    expect(replayWithState({ settings: { piGauntlet: settings }, events: [...reviewed, grant(1, 'ok'), phase('reset')] }).state.credits).toBe(0);
    expect(last([...reviewed, grant(1, 'ok'), phase('reset'), ...reviewed, fixWave()], settings)).toEqual(refused('fix_round_cap_reached', { used: 0, cap: 0 }));
  });
});
