import type { CodeOf } from './define.js';

/**
 * Why a run stopped with exit 2 (`error.reason` of the JSON error object, docs/cli.md#exit-codes). These describe the invocation, never the artifact.
 */
export const ErrorReason = {
  usage: 'usage',
  input_missing: 'input_missing',
  input_unreadable: 'input_unreadable',
  input_invalid: 'input_invalid',
  config_invalid: 'config_invalid',
  internal: 'internal',
} as const;
export type ErrorReason = CodeOf<typeof ErrorReason>;

/** Exit codes of every command (docs/cli.md): 0 pass, 1 the gate fails, 2 usage or structural error. */
export const ExitCode = { pass: 0, fail: 1, error: 2 } as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
