import { MAX_PAYLOAD_BYTES } from '@gauntlet/hosts';
import type { ModeRun } from '../mode.js';
import { answerHook } from './answer.js';

/**
 * `gauntlet-lint hook [EVENT]`: one payload on stdin, Claude Code's JSON answer on stdout (or
 * nothing for a plain allow), notes on stderr, exit 0. The decisions are @gauntlet/hosts'.
 */
export async function main({ io, positionals }: ModeRun): Promise<number> {
  // One byte over the cap is read, so the decision core sees the payload is too large.
  const payload = await io.readStdin(MAX_PAYLOAD_BYTES);
  const { answer } = await answerHook({ host: io.host, env: io.env, payload, event: positionals[0] ?? null });
  if (answer.stderr !== '') io.writeStderr(answer.stderr);
  await io.stdout.write(answer.stdout);
  await io.stdout.commit();
  return answer.exitCode;
}
