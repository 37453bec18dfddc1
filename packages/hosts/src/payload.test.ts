import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_BYTES, normalizeEventName, readHookPayload } from './payload.js';

describe('readHookPayload', () => {
  it('reads each handled event', () => {
    const pre = readHookPayload('{"hook_event_name":"PreToolUse","cwd":"/w","tool_name":"Write","tool_input":{"file_path":"a"}}');
    expect(pre).toMatchObject({ ok: true, payload: { event: 'PreToolUse', cwd: '/w', toolName: 'Write', toolInput: { file_path: 'a' } } });
    const sub = readHookPayload({ hook_event_name: 'SubagentStop', cwd: '/w', stop_hook_active: true, agent_type: 'x', agent_transcript_path: 'rel.jsonl' });
    expect(sub).toMatchObject({ ok: true, payload: { event: 'SubagentStop', stopHookActive: true, agentType: 'x', transcriptPath: null, lastAssistantMessage: null } });
    expect(readHookPayload(new TextEncoder().encode('{"hook_event_name":"Stop"}'))).toMatchObject({ ok: true, payload: { event: 'Stop', cwd: null, stopHookActive: false } });
  });

  it('refuses what it cannot read, with the outcome and one note', () => {
    expect(readHookPayload('   ')).toMatchObject({ ok: false, outcome: 'payload_malformed', note: 'the payload is empty' });
    expect(readHookPayload('null')).toMatchObject({ ok: false, outcome: 'payload_malformed' });
    expect(readHookPayload('{"hook_event_name":42}')).toMatchObject({ ok: false, outcome: 'payload_malformed' });
    expect(readHookPayload('{"hook_event_name":"PreToolUse"}')).toMatchObject({ ok: false, outcome: 'payload_malformed', note: 'the PreToolUse payload has no tool_name' });
    expect(readHookPayload('{"hook_event_name":"SessionStart"}')).toMatchObject({ ok: false, outcome: 'event_unknown' });
    expect(readHookPayload('{}', 'not-an-event')).toMatchObject({ ok: false, outcome: 'event_unknown', event: null });
  });

  it('a payload over the cap is refused before it is parsed', () => {
    const huge = `{"hook_event_name":"Stop","x":"${'a'.repeat(MAX_PAYLOAD_BYTES)}"}`;
    expect(readHookPayload(huge)).toMatchObject({ ok: false, outcome: 'payload_malformed', note: expect.stringContaining('cap') });
  });

  it('hostile fields are not taken: NUL, relative and overlong paths, deep JSON', () => {
    const nul = readHookPayload({ hook_event_name: 'Stop', cwd: '/work\0/x' });
    expect(nul).toMatchObject({ ok: true, payload: { cwd: null } });
    const rel = readHookPayload({ hook_event_name: 'Stop', cwd: '../up' });
    expect(rel).toMatchObject({ ok: true, payload: { cwd: null } });
    const long = readHookPayload({ hook_event_name: 'Stop', cwd: `/${'a'.repeat(5000)}` });
    expect(long).toMatchObject({ ok: true, payload: { cwd: null } });
    const deep = `{"hook_event_name":"PreToolUse","tool_name":"Write","tool_input":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(readHookPayload(deep)).toMatchObject({ ok: true, payload: { toolInput: {} } });
  });

  it('event names: Pascal and kebab case, nothing else', () => {
    expect(normalizeEventName('pre-tool-use')).toBe('PreToolUse');
    expect(normalizeEventName('SubagentStop')).toBe('SubagentStop');
    expect(normalizeEventName('subagent_stop')).toBe('SubagentStop');
    expect(normalizeEventName('stopx')).toBeNull();
  });

  it('never throws, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue(), fc.uint8Array()), fc.option(fc.string(), { nil: undefined }), (input, event) => {
        const reading = readHookPayload(typeof input === 'string' || input instanceof Uint8Array ? input : input, event);
        expect(typeof reading.ok).toBe('boolean');
        if (!reading.ok) expect(['payload_malformed', 'event_unknown']).toContain(reading.outcome);
      }),
    );
  });
});
