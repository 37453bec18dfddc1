import { describe, expect, it } from 'vitest';
import { PhaseTrackerReason, codesOf } from '@gauntlet/contracts/codes';
import { complete, last, phase, refused, run, start } from './events.test-helpers.js';
import { phaseTracker } from './index.js';

const { checkSubstep, nextGauntletEntered, phaseLabel, recoverableEdge, replayWithState, transitionPhaseState } = phaseTracker;

describe('phaseTracker: reason codes', () => {
  it('locks the documented set (docs/guides/phase-tracker.md)', () => {
    expect(codesOf(PhaseTrackerReason)).toEqual([
      'event_invalid', 'phase_required', 'phase_already_done', 'phase_already_in_progress', 'phase_not_completable',
      'closure_review_missing', 'unfinished_tasks', 'skip_reason_required', 'substep_requires_in_progress',
      'grant_rounds_missing', 'grant_rounds_invalid', 'grant_reason_missing', 'grant_no_cap_block', 'grant_credits_unspent',
      'lone_implementer_blocked', 'fix_round_cap_reached', 'closure_model_missing', 'closure_model_mismatch',
      'draft_marker_commit_blocked', 'worktree_switch_blocked',
    ]);
  });
});

describe('phaseTracker: phase actions', () => {
  it('walks the five phases in order', () => {
    const events = (['brainstorm', 'plan', 'implement', 'verify', 'ship'] as const).flatMap((name) => [start(name), complete(name)]);
    const { outcomes, state } = replayWithState({ settings: { piGauntlet: { closureReview: { enforce: false } } }, events });
    expect(outcomes).toEqual(events.map(() => ({ ok: true })));
    expect(Object.values(state.phases).map((p) => p.status)).toEqual(['complete', 'complete', 'complete', 'complete', 'complete']);
  });

  it('phase_required: every action but status and reset names a phase', () => {
    expect(run([phase('start'), phase('complete', ''), phase('skip', undefined, { reason: 'x' }), phase('substep', undefined, { phase: null })])).toEqual([
      refused('phase_required'), refused('phase_required'), refused('phase_required'), refused('phase_required'),
    ]);
    expect(run([phase('status'), phase('reset')])).toEqual([{ ok: true }, { ok: true }]);
  });

  it('phase_already_done: a complete or skipped phase restarts only with force', () => {
    expect(run([start('plan'), complete('plan'), start('plan')])).toEqual([{ ok: true }, { ok: true }, refused('phase_already_done')]);
    expect(last([phase('skip', 'ship', { reason: 'no release' }), start('ship')])).toEqual(refused('phase_already_done'));
    expect(last([start('plan'), complete('plan'), start('plan', true)])).toEqual({ ok: true });
    expect(last([start('plan'), complete('plan'), phase('start', 'plan', { force: 'yes' })])).toEqual(refused('phase_already_done'));
  });

  it('phase_already_in_progress: one phase in progress at a time; restarting the same one is allowed', () => {
    expect(last([start('brainstorm'), start('implement')])).toEqual(refused('phase_already_in_progress'));
    expect(last([start('brainstorm'), start('brainstorm')])).toEqual({ ok: true });
  });

  it('phase_not_completable: only pending or in-progress phases complete', () => {
    expect(run([complete('plan')])).toEqual([{ ok: true }]);
    expect(last([complete('plan'), complete('plan')])).toEqual(refused('phase_not_completable'));
    expect(last([phase('skip', 'ship', { reason: 'internal tool' }), complete('ship')])).toEqual(refused('phase_not_completable'));
  });

  it('skip_reason_required: a skip stores a non-blank reason', () => {
    expect(run([phase('skip', 'plan'), phase('skip', 'plan', { reason: ' \t' }), phase('skip', 'plan', { reason: 7 })])).toEqual([
      refused('skip_reason_required'), refused('skip_reason_required'), refused('skip_reason_required'),
    ]);
    const { outcomes, state } = replayWithState({ events: [phase('skip', 'plan', { reason: 'plan came with the ticket' })] });
    expect(outcomes).toEqual([{ ok: true }]);
    expect(state.phases.plan).toEqual({ status: 'skipped', reason: 'plan came with the ticket' });
  });

  it('substep_requires_in_progress: substeps only on the phase in progress; empty or null clears', () => {
    expect(last([phase('substep', 'plan', { substep: 'draft' })])).toEqual(refused('substep_requires_in_progress'));
    const set = replayWithState({ events: [start('plan'), phase('substep', 'plan', { substep: 'draft' })] });
    expect(set.outcomes.at(-1)).toEqual({ ok: true });
    expect(set.state.phases.plan).toEqual({ status: 'in_progress', substep: 'draft' });
    for (const cleared of [null, '', undefined]) {
      const state = replayWithState({ events: [start('plan'), phase('substep', 'plan', { substep: 'draft' }), phase('substep', 'plan', { substep: cleared })] }).state;
      expect(state.phases.plan).toEqual({ status: 'in_progress' });
    }
  });

  it('a transition never keeps a substep', () => {
    const state = replayWithState({ events: [start('plan'), phase('substep', 'plan', { substep: 'draft' }), complete('plan')] }).state;
    expect(state.phases.plan).toEqual({ status: 'complete' });
  });

  it('event_invalid: unknown actions, phases and event types change nothing', () => {
    const events = [phase('finish', 'plan'), phase('start', 'deploy'), { type: 'tool_call' }, 'start plan', null, 42, [], { type: 'subagent_call', input: 'implementer' }, { type: 'plan_tracker_snapshot', tasks: 'all done' }];
    const { outcomes, state } = replayWithState({ events });
    expect(outcomes).toEqual(events.map(() => refused('event_invalid')));
    expect(state).toEqual(phaseTracker.initialState());
  });

  it('reset: every phase pending, flow left', () => {
    const { state } = replayWithState({ events: [start('brainstorm'), complete('brainstorm'), start('plan'), phase('reset')] });
    expect(state).toEqual(phaseTracker.initialState());
  });
});

describe('phaseTracker: flow entry', () => {
  it('nextGauntletEntered: start into brainstorm in progress enters, reset leaves, everything else keeps', () => {
    expect(nextGauntletEntered(false, 'start', 'in_progress')).toBe(true);
    expect(nextGauntletEntered(true, 'reset', 'in_progress')).toBe(false);
    expect(nextGauntletEntered(false, 'start', 'pending')).toBe(false);
    expect(nextGauntletEntered(true, 'complete', 'complete')).toBe(true);
    expect(nextGauntletEntered(false, 'substep', 'in_progress')).toBe(false);
  });

  it('a cold start of a later phase does not enter the flow', () => {
    expect(replayWithState({ events: [start('implement')] }).state.entered).toBe(false);
    expect(replayWithState({ events: [start('brainstorm')] }).state.entered).toBe(true);
    expect(replayWithState({ events: [start('brainstorm'), complete('brainstorm'), start('plan')] }).state.entered).toBe(true);
  });
});

describe('phaseTracker: small helpers', () => {
  it('transitionPhaseState keeps a given reason (empty included) and nothing else', () => {
    expect(transitionPhaseState('complete')).toEqual({ status: 'complete' });
    expect(transitionPhaseState('skipped', 'scope cut')).toEqual({ status: 'skipped', reason: 'scope cut' });
    expect(transitionPhaseState('in_progress', '')).toEqual({ status: 'in_progress', reason: '' });
  });

  it('checkSubstep names the status it refused', () => {
    expect(checkSubstep('in_progress')).toEqual({ ok: true });
    expect(checkSubstep('skipped')).toEqual({ ok: false, error: 'substep requires an in_progress phase (status is skipped)' });
  });

  it('phaseLabel', () => {
    expect(phaseLabel('verify', 'audit')).toBe('verify(audit)');
    expect(phaseLabel('verify', '')).toBe('verify');
    expect(phaseLabel('verify')).toBe('verify');
  });

  it('recoverableEdge: exactly one stalled boundary, no phase in progress', () => {
    const phases = (statuses: string[]) => Object.fromEntries(['brainstorm', 'plan', 'implement', 'verify', 'ship'].map((name, i) => [name, { status: statuses[i] as string }]));
    expect(recoverableEdge(phases(['complete', 'complete', 'pending', 'pending', 'pending']))).toBe('plan-implement');
    expect(recoverableEdge(phases(['complete', 'complete', 'complete', 'complete', 'pending']))).toBe('verify-ship');
    expect(recoverableEdge(phases(['pending', 'complete', 'pending', 'complete', 'pending']))).toBeUndefined();
    expect(recoverableEdge(phases(['pending', 'pending', 'pending', 'pending', 'pending']))).toBeUndefined();
    expect(recoverableEdge(phases(['complete', 'complete', 'pending', 'in_progress', 'pending']))).toBeUndefined();
    expect(recoverableEdge(phases(['complete', 'skipped', 'pending', 'pending', 'pending']))).toBeUndefined();
  });
});
