/** Payload and artifact fixtures for the hook, serve and Agent SDK tests, written by us. */

export const RECEIPT_PASS = [
  'RCPT v1.1 shop/2-implementer',
  'VERDICT  PASS  conf=0.75',
  'ARTIFACTS',
  '  jest.log  sha256:7e6d5c4b3a291807f6e5d4c3b2a1908f7e6d5c4b3a291807f6e5d4c3b2a19080  512',
  'TRACE',
  '  1  EDIT   src/cart.ts  sha256:5e1f0c2a9b7d3e6f8a4c0b2d9e7f1a3c5b8d0e2f4a6c9b1d3e5f7a0c2e4b6d8f',
  '  2  EXEC   `pnpm jest cart`  exit=0  dur=4.0s  out=jest.log#L1-L40',
  'CLAIMS',
  '  tests-ran=true    from=TRACE#2',
  '  tests-pass=true   from=jest.log#L38-L40  pattern="0 failed"',
  'WITNESS    exec:`pnpm jest cart`  expect-fail=/[1-9]\\d* failed/  ran=TRACE#2',
  'SUSPICION  0.15',
  'NEXT       open the pull request',
  'TRIPWIRE:  wrote(src/cart*)',
  'SUPERSEDES: none',
].join('\n');

/** Claims tests pass from an EXEC that exited 2: receipt/tests-claims on line 10. */
export const RECEIPT_FAIL = RECEIPT_PASS.replace('exit=0', 'exit=2').replace('from=jest.log#L38-L40  pattern="0 failed"', 'from=TRACE#2');

export const TURN_OK = 'gauntlet: question\nShould the cart keep items for a week?\n';
export const TURN_BAD = 'gauntlet:question\nShould the cart keep items for a week?\n';

export const HOOK_CONFIG = { files: { 'turns/*.md': 'marker' }, hooks: { subagentStop: { requireReceipt: ['*-implementer'] } } };

const base = (cwd: string) => ({ session_id: 'sess-e2e', transcript_path: `${cwd}/session.jsonl`, cwd });

export const payloads = {
  write: (cwd: string, file: string, content: string) => ({ ...base(cwd), hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: `${cwd}/${file}`, content }, tool_use_id: 'toolu_w' }),
  edit: (cwd: string, file: string, old_string: string, new_string: string) => ({ ...base(cwd), hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path: `${cwd}/${file}`, old_string, new_string }, tool_use_id: 'toolu_e' }),
  written: (cwd: string, file: string) => ({ ...base(cwd), hook_event_name: 'PostToolUse', tool_name: 'Write', tool_input: { file_path: `${cwd}/${file}`, content: '' }, tool_response: { type: 'create' }, tool_use_id: 'toolu_p' }),
  subagentStop: (cwd: string, fields: Record<string, unknown> = {}) => ({
    ...base(cwd),
    hook_event_name: 'SubagentStop',
    stop_hook_active: false,
    agent_id: 'agent-e2e',
    agent_type: 'shop-implementer',
    agent_transcript_path: `${cwd}/agent.jsonl`,
    ...fields,
  }),
  stop: (cwd: string, fields: Record<string, unknown> = {}) => ({ ...base(cwd), hook_event_name: 'Stop', stop_hook_active: false, ...fields }),
};
