import { describe, expect, it } from 'vitest';
import { complete, fixWave, implementersReturned, last, phase, refused, reviewerReturned, run, snapshot, start, toVerify } from './events.test-helpers.js';
import { phaseTracker } from './index.js';

const { closureGateBlocks, closureModelGuardApplies, dispatchedAgents, replayWithState } = phaseTracker;

describe('phaseTracker: closure gate and latch', () => {
  it('closure_review_missing: complete verify needs a conformance-reviewer result first', () => {
    expect(last([...toVerify, complete('verify')])).toEqual({ ok: false, code: 'closure_review_missing', error: 'no conformance-reviewer dispatch observed' });
    expect(last([...toVerify, reviewerReturned(), complete('verify')])).toEqual({ ok: true });
  });

  it('the latch needs exit 0 and a successful result; async launches (no results) never set it', () => {
    expect(last([...toVerify, reviewerReturned(1), complete('verify')])).toEqual(refused('closure_review_missing'));
    expect(last([...toVerify, reviewerReturned(0, true), complete('verify')])).toEqual(refused('closure_review_missing'));
    expect(last([...toVerify, { type: 'subagent_result', results: [] }, complete('verify')])).toEqual(refused('closure_review_missing'));
    expect(last([...toVerify, { type: 'subagent_result', results: [{ agent: 'code-reviewer', exitCode: 0 }] }, complete('verify')])).toEqual(refused('closure_review_missing'));
  });

  it('start implement and reset clear the latch; start verify --force keeps it', () => {
    const reopened = [...toVerify, reviewerReturned(), phase('skip', 'verify', { reason: 'spec amended' }), start('implement', true), complete('implement'), start('verify', true), complete('verify')];
    expect(last(reopened)).toEqual(refused('closure_review_missing'));
    const forced = [...toVerify, reviewerReturned(), complete('verify'), start('verify', true), complete('verify')];
    expect(last(forced)).toEqual({ ok: true });
    expect(replayWithState({ events: [...toVerify, reviewerReturned(), phase('reset')] }).state.conformanceDispatched).toBe(false);
  });

  it('the waiver is skip verify with a reason; enforce false, a cold verify and a child never block', () => {
    expect(last([...toVerify, phase('skip', 'verify', { reason: 'human waived the review' })])).toEqual({ ok: true });
    expect(last([...toVerify, complete('verify')], { closureReview: { enforce: false } })).toEqual({ ok: true });
    expect(last([start('verify'), complete('verify')])).toEqual({ ok: true });
    expect(last([...toVerify, complete('verify')], {}, true)).toEqual({ ok: true });
  });

  it('closureGateBlocks(phase, entered, enforce, latch)', () => {
    expect(closureGateBlocks('verify', true, true, false)).toBe(true);
    expect(closureGateBlocks('verify', true, true, true)).toBe(false);
    expect(closureGateBlocks('verify', false, true, false)).toBe(false);
    expect(closureGateBlocks('verify', true, false, false)).toBe(false);
    expect(closureGateBlocks('implement', true, true, false)).toBe(false);
  });
});

describe('phaseTracker: completion backstop', () => {
  const implementing = [start('brainstorm'), complete('brainstorm'), start('plan'), complete('plan'), start('implement')];

  it('unfinished_tasks: pending or in-progress tasks keep implement and verify open', () => {
    expect(last([...implementing, snapshot('complete', 'in_progress'), complete('implement')])).toEqual({ ok: false, code: 'unfinished_tasks', error: 'unfinished tasks: step 2' });
    expect(last([...toVerify, reviewerReturned(), snapshot('pending', 'complete', 'pending'), complete('verify')])).toEqual({ ok: false, code: 'unfinished_tasks', error: 'unfinished tasks: step 1, step 3' });
  });

  it('failed and skipped tasks do not block; the newest snapshot counts; an empty one clears; errored ones are skipped', () => {
    expect(last([...implementing, snapshot('failed', 'skipped', 'complete'), complete('implement')])).toEqual({ ok: true });
    expect(last([...implementing, snapshot('pending'), snapshot(), complete('implement')])).toEqual({ ok: true });
    expect(last([...implementing, snapshot('pending'), snapshot('complete', 'failed'), complete('implement')])).toEqual({ ok: true });
    const errored = { type: 'plan_tracker_snapshot', tasks: [], isError: true };
    expect(run([...implementing, snapshot('pending'), errored, complete('implement')]).slice(-2)).toEqual([{ ok: true }, refused('unfinished_tasks')]);
  });

  it('the closure error comes first; closure enforce false keeps the backstop; flow guards off drop it', () => {
    expect(last([...toVerify, snapshot('pending'), complete('verify')])).toEqual(refused('closure_review_missing'));
    expect(last([...toVerify, snapshot('pending'), complete('verify')], { closureReview: { enforce: false } })).toEqual(refused('unfinished_tasks'));
    expect(last([...implementing, snapshot('pending'), complete('implement')], { flowGuards: { enforce: false } })).toEqual({ ok: true });
    expect(last([start('implement'), snapshot('pending'), complete('implement')])).toEqual({ ok: true });
  });

  it('many open tasks are named up to five', () => {
    const outcome = last([...implementing, snapshot(...Array<string>(8).fill('pending')), complete('implement')]);
    expect(outcome).toEqual({ ok: false, code: 'unfinished_tasks', error: 'unfinished tasks: step 1, step 2, step 3, step 4, step 5 and 3 more' });
  });

  it('a snapshot with every task done completes implement on its own', () => {
    const { outcomes, state } = replayWithState({ events: [...implementing, snapshot('complete', 'skipped')] });
    expect(outcomes.at(-1)).toEqual({ ok: true, completed: 'implement' });
    expect(state.phases.implement).toEqual({ status: 'complete' });
    expect(replayWithState({ events: [...implementing, snapshot('complete', 'failed')] }).state.phases.implement.status).toBe('in_progress');
    expect(replayWithState({ events: [...implementing, snapshot()] }).state.phases.implement.status).toBe('in_progress');
  });
});

describe('phaseTracker: closure model guard', () => {
  const settings = { closureReview: { model: 'review-model-x' } };
  const reviewer = (extra: Record<string, unknown> = {}) => ({ type: 'subagent_call', input: { agent: 'conformance-reviewer', task: 'audit the spec', ...extra } });

  it('closure_model_missing: a conformance-reviewer dispatch without a model, at any nesting', () => {
    expect(last([...toVerify, reviewer()], settings)).toEqual(refused('closure_model_missing'));
    const nested = { type: 'subagent_call', input: { chain: [{ parallel: [{ agent: 'conformance-reviewer', task: 'audit' }] }] } };
    expect(last([...toVerify, nested], settings)).toEqual(refused('closure_model_missing'));
    expect(last([...toVerify, reviewer({ model: 'review-model-x' })], settings)).toEqual({ ok: true });
    const inherited = { type: 'subagent_call', input: { model: 'review-model-x', tasks: [{ agent: 'conformance-reviewer', task: 'audit' }] } };
    expect(last([...toVerify, inherited], settings)).toEqual({ ok: true });
  });

  it('closure_model_mismatch: another model is allowed with an advisory', () => {
    expect(last([...toVerify, reviewer({ model: 'cheap-model' })], settings)).toEqual({ ok: true, advisory: { code: 'closure_model_mismatch', message: expect.stringContaining('cheap-model') } });
  });

  it('dormant without a model, outside a flow, in a child, with enforce off, and on management calls', () => {
    expect(last([...toVerify, reviewer()])).toEqual({ ok: true });
    expect(last([start('verify'), reviewer()], settings)).toEqual({ ok: true });
    expect(last([...toVerify, reviewer()], settings, true)).toEqual({ ok: true });
    expect(last([...toVerify, reviewer()], { closureReview: { model: 'review-model-x', enforce: false } })).toEqual({ ok: true });
    expect(last([...toVerify, reviewer({ action: 'status' })], settings)).toEqual({ ok: true });
    expect(last([...toVerify, reviewer()], { closureReview: { model: '  ' } })).toEqual({ ok: true });
  });

  it('closureModelGuardApplies is both conditions', () => {
    expect([closureModelGuardApplies(true, true), closureModelGuardApplies(true, false), closureModelGuardApplies(false, true), closureModelGuardApplies(false, false)]).toEqual([true, false, false, false]);
  });

  it('dispatchedAgents walks tasks, chain and parallel in order, survives cycles and deep nesting', () => {
    expect(dispatchedAgents({ agent: 'a', model: 'm', tasks: [{ agent: 'b' }, { chain: [{ agent: 'c', model: 'n' }] }], parallel: [{ agent: 'd' }] })).toEqual([
      { agent: 'a', model: 'm' }, { agent: 'b', model: 'm' }, { agent: 'c', model: 'n' }, { agent: 'd', model: 'm' },
    ]);
    const cyclic: Record<string, unknown> = { agent: 'a' };
    cyclic.tasks = [cyclic];
    expect(dispatchedAgents(cyclic)).toEqual([{ agent: 'a', model: undefined }]);
    let deep: Record<string, unknown> = { agent: 'implementer' };
    for (let i = 0; i < 100_000; i++) deep = { chain: [deep] };
    expect(dispatchedAgents(deep)).toEqual([{ agent: 'implementer', model: undefined }]);
  });
});

describe('phaseTracker: a reviewer in the same wave as implementers', () => {
  it('sets the latch but does not count that wave as a fix round', () => {
    const mixed = { type: 'subagent_result', results: [{ agent: 'implementer', exitCode: 0 }, { agent: 'conformance-reviewer', exitCode: 0 }] };
    const { state } = replayWithState({ events: [...toVerify, mixed] });
    expect([state.conformanceDispatched, state.fixRounds]).toEqual([true, 0]);
    expect(replayWithState({ events: [...toVerify, mixed, fixWave(), implementersReturned()] }).state.fixRounds).toBe(1);
  });
});
