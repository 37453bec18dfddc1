import { GauntletError, resolvePath } from '@gauntlet/core';
import { findCommand } from '../commands/index.js';
import { pathOf, textBytesOf } from './inputs.js';
import { commandOptions, optionTokens } from './options.js';
import { overlayHost } from './overlay-host.js';
import { checkInsideRoot, quotePath } from './paths.js';
import { guarded, runCaptured } from './run-captured.js';
import type { LintCommandRequest, LintEnvironment, LintOutcome } from './types.js';

const NO_BYTES = new Uint8Array(0);

/**
 * Runs one command the way `gauntlet-lint <command> [options] --format json <input>` does, on
 * a file inside the working directory (`path`), on given text (as its standard input `-`), or
 * on given text linted as if it were the file `path`. Answers with the report the CLI prints,
 * or the one-line error it exits 2 with; never throws.
 */
export function lintCommand(environment: LintEnvironment, request: LintCommandRequest): Promise<LintOutcome> {
  return guarded(async () => {
    const command = findCommand(String(request.command));
    if (!command) throw new GauntletError('usage', `unknown command ${JSON.stringify(String(request.command))}`);
    const who = command.name;
    const path = pathOf(request.path, who);
    const text = textBytesOf(environment, request.text, path === undefined ? 'the text' : quotePath(path), who);
    if (command.inputs.max === 0 && (path !== undefined || text !== undefined)) {
      throw new GauntletError('usage', `${who} takes no input file or text: its inputs are named by its options`);
    }
    if (command.inputs.min > 0 && path === undefined && text === undefined) {
      throw new GauntletError('usage', `${who} needs an input: give its text, or the path of a file`);
    }
    if (path !== undefined) await checkInsideRoot(environment.host, path, quotePath(path));
    const overlaid = text !== undefined && path !== undefined;
    const host = overlaid ? overlayHost(environment.host, { [path]: text }) : environment.host;
    const tokens = await optionTokens(host, request.options, commandOptions(command), who);
    const input = path ?? (text !== undefined ? '-' : undefined);
    return runCaptured(environment, {
      argv: [command.name, '--format=json', ...tokens, ...(input === undefined ? [] : ['--', input])],
      host,
      stdin: overlaid ? NO_BYTES : (text ?? NO_BYTES),
      overlaid: new Set(overlaid ? [resolvePath(host.cwd, path)] : []),
    });
  });
}
