import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixWave, grant, implementersReturned, phase, refused, reviewerReturned, snapshot, start, toVerify } from './events.test-helpers.js';
import { PhaseTrackerReason, codesOf } from '@gauntlet/contracts/codes';
import { phaseTracker, type TrackerOutcome } from './index.js';

const { replay, replayWithState, resolveSettings, step, initialState, trackerContext } = phaseTracker;

const PHASE_NAMES = ['brainstorm', 'plan', 'implement', 'verify', 'ship', 'deploy', '', null];
const ACTIONS = ['start', 'complete', 'skip', 'substep', 'status', 'reset', 'grant_fix_rounds', 'finish'];
const AGENTS = ['implementer', 'conformance-reviewer', 'scout', ''];

/** Events in and around the vocabulary: well-formed, half-formed and junk. */
const eventArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('phase'), action: fc.constantFrom(...ACTIONS), phase: fc.constantFrom(...PHASE_NAMES), force: fc.option(fc.boolean()), reason: fc.option(fc.string()), substep: fc.option(fc.string()) }, { requiredKeys: ['type', 'action'] }),
  fc.record({ type: fc.constant('subagent_call'), input: fc.oneof(
    fc.record({ agent: fc.constantFrom(...AGENTS), async: fc.boolean(), action: fc.constantFrom('status', undefined), model: fc.constantFrom('m', undefined) }, { requiredKeys: [] }),
    fc.record({ tasks: fc.array(fc.record({ agent: fc.constantFrom(...AGENTS) }), { maxLength: 3 }), async: fc.boolean() }, { requiredKeys: ['tasks'] }),
    fc.record({ chain: fc.array(fc.record({ agent: fc.constantFrom(...AGENTS) }), { maxLength: 3 }) }),
    fc.anything(),
  ) }),
  fc.record({ type: fc.constant('subagent_result'), results: fc.oneof(fc.array(fc.record({ agent: fc.constantFrom(...AGENTS), exitCode: fc.integer({ min: -1, max: 2 }) }), { maxLength: 3 }), fc.anything()), isError: fc.option(fc.boolean()) }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('grant'), rounds: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.double(), fc.anything()), reason: fc.oneof(fc.string(), fc.anything()) }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('plan_tracker_snapshot'), tasks: fc.oneof(fc.array(fc.record({ name: fc.string(), status: fc.constantFrom('pending', 'in_progress', 'complete', 'skipped', 'failed', 'odd') }), { maxLength: 4 }), fc.anything()), isError: fc.option(fc.boolean()) }, { requiredKeys: ['type'] }),
  fc.anything(),
);
const settingsArb = fc.oneof(
  fc.record({ piGauntlet: fc.record({ closureReview: fc.record({ enforce: fc.anything(), maxFixRounds: fc.oneof(fc.integer({ min: -2, max: 4 }), fc.anything()), model: fc.constantFrom('m', undefined, 3) }, { requiredKeys: [] }), flowGuards: fc.record({ enforce: fc.anything(), specDirs: fc.anything() }, { requiredKeys: [] }) }, { requiredKeys: [] }) }, { requiredKeys: [] }),
  fc.anything(),
);
/** Sequences that mostly walk into verify, so the guards are reached. */
const sequenceArb = fc.tuple(fc.boolean(), fc.array(eventArb, { maxLength: 40 })).map(([walk, events]) => (walk ? [...toVerify, reviewerReturned(), ...events] : events));

const documented = new Set<string>(codesOf(PhaseTrackerReason));
const isOutcome = (outcome: TrackerOutcome) => outcome.ok === true || (outcome.ok === false && typeof outcome.code === 'string' && typeof outcome.error === 'string');

describe('phaseTracker.replay: properties', () => {
  it('never throws on arbitrary event sequences and settings; one well-formed outcome per event', () => {
    fc.assert(
      fc.property(settingsArb, fc.anything(), sequenceArb, (settings, child, events) => {
        const outcomes = replay({ settings: settings as never, subagent_child: child as boolean, events });
        return outcomes.length === events.length && outcomes.every(isOutcome);
      }),
      { numRuns: 600 },
    );
  });

  it('is deterministic and starts from a fresh state on every call', () => {
    fc.assert(
      fc.property(settingsArb, sequenceArb, (settings, events) => {
        const input = { settings: settings as never, events };
        const first = JSON.stringify(replayWithState(input));
        replay({ events: [...toVerify, reviewerReturned(), fixWave(), implementersReturned(), grant(1, 'ok')] });
        return JSON.stringify(replayWithState(input)) === first;
      }),
      { numRuns: 200 },
    );
  });

  it('never changes the state or the events it is given', () => {
    fc.assert(
      fc.property(sequenceArb, (events) => {
        const frozen = JSON.stringify(events);
        const context = trackerContext({ settings: {} });
        let state = initialState();
        for (const event of events) {
          const before = JSON.stringify(state);
          const next = step(state, event, context);
          if (JSON.stringify(state) !== before) return false;
          state = next.state;
        }
        return JSON.stringify(events) === frozen;
      }),
      { numRuns: 300 },
    );
  });

  it('refuses only with a documented code and leaves the state as it was', () => {
    fc.assert(
      fc.property(sequenceArb, (events) => {
        const context = trackerContext({ settings: {} });
        let state = initialState();
        for (const event of events) {
          const next = step(state, event, context);
          if (!next.outcome.ok && (!documented.has(next.outcome.code) || JSON.stringify(next.state) !== JSON.stringify(state))) return false;
          state = next.state;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });
});

describe('phaseTracker.replay: edge inputs', () => {
  it('empty, missing and non-array events give no outcomes', () => {
    expect(replay({ events: [] })).toEqual([]);
    expect(replay({ events: 'start' as never })).toEqual([]);
    expect(replay(null as never)).toEqual([]);
    expect(replay(undefined as never)).toEqual([]);
  });

  it('settings: the piGauntlet section or the section itself; junk means the defaults', () => {
    const defaults = { closureReview: { enforce: true, maxFixRounds: 3, model: null }, flowGuards: { enforce: true, specDirs: ['doc/specs', 'docs/specs'] } };
    expect(resolveSettings(undefined)).toEqual(defaults);
    expect(resolveSettings('x' as never)).toEqual(defaults);
    expect(resolveSettings({ piGauntlet: { closureReview: { enforce: 'false' as never } } })).toEqual(defaults);
    expect(resolveSettings({ closureReview: { enforce: false, maxFixRounds: 1 } }).closureReview).toEqual({ enforce: false, maxFixRounds: 1, model: null });
    expect(resolveSettings({ flowGuards: { specDirs: ['design', 4 as never] } }).flowGuards).toEqual({ enforce: true, specDirs: ['design'] });
  });

  it('only subagent_child === true is a child', () => {
    const events = [...toVerify, phase('complete', 'verify')];
    expect(replay({ subagent_child: 'yes' as never, events }).at(-1)).toEqual(refused('closure_review_missing'));
    expect(replay({ subagent_child: true, events }).at(-1)).toEqual({ ok: true });
  });

  it('a long session replays in linear time', () => {
    const loop = [start('brainstorm'), snapshot('pending'), phase('substep', 'brainstorm', { substep: 'scan' }), phase('reset')];
    const events = Array.from({ length: 25_000 }, () => loop).flat();
    const started = performance.now();
    const outcomes = replay({ events });
    expect(outcomes).toHaveLength(100_000);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('hostile strings in events are echoed shortened, never interpreted', () => {
    const outcome = replay({ events: [phase('../../etc/passwd\0'.repeat(10_000), 'plan')] })[0];
    expect(outcome).toEqual(refused('event_invalid'));
    expect((outcome as { error: string }).error.length).toBeLessThan(100);
  });
});
