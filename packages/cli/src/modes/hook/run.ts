import { answerClaudeHook } from '@gauntlet/hosts';
import type { ModeRun } from '../mode.js';
import { hookResolver } from './environment.js';

/**
 * `gauntlet-lint hook [EVENT]`: one payload on stdin, Claude Code's JSON answer on stdout (or
 * nothing for a plain allow), notes on stderr, exit 0. The decisions are @gauntlet/hosts'.
 */
export async function main({ io, positionals }: ModeRun): Promise<number> {
  const payload = await io.readStdin();
  const { answer } = await answerClaudeHook({ payload, event: positionals[0] ?? null }, hookResolver({ host: io.host, env: io.env }));
  if (answer.stderr !== '') io.writeStderr(answer.stderr);
  await io.stdout.write(answer.stdout);
  await io.stdout.commit();
  return answer.exitCode;
}
