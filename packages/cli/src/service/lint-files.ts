import { GauntletError, resolvePath } from '@gauntlet/core';
import { textBytesOf } from './inputs.js';
import { filesOptions, optionTokens } from './options.js';
import { overlayHost } from './overlay-host.js';
import { checkInsideRoot, quotePath } from './paths.js';
import { guarded, runCaptured } from './run-captured.js';
import type { LintEnvironment, LintFilesRequest, LintOutcome } from './types.js';

const WHO = 'lint';

/**
 * Runs `gauntlet-lint --format json [options] [paths...]`: each path goes to the command of the
 * first `files` glob of the config it matches (unmapped paths are skipped); no paths means every
 * configured file; `changed`/`staged` ask git. `overlay` files read as the given content.
 * Answers with the report the CLI prints, or its one-line error; never throws.
 */
export function lintFiles(environment: LintEnvironment, request: LintFilesRequest = {}): Promise<LintOutcome> {
  return guarded(async () => {
    const paths = request.paths ?? [];
    if (!Array.isArray(paths) || paths.some((path) => typeof path !== 'string')) {
      throw new GauntletError('usage', `${WHO}: "paths" must be an array of strings`);
    }
    const overlay: Record<string, Uint8Array> = {};
    for (const [path, content] of Object.entries(request.overlay ?? {})) {
      await checkInsideRoot(environment.host, path, quotePath(path));
      overlay[path] = textBytesOf(environment, content, quotePath(path), WHO) ?? new Uint8Array(0);
    }
    const host = overlayHost(environment.host, overlay);
    for (const path of paths as string[]) await checkInsideRoot(host, path, quotePath(path));
    const tokens = await optionTokens(host, request.options, filesOptions(), WHO);
    return runCaptured(environment, {
      argv: ['--format=json', ...tokens, ...(paths.length === 0 ? [] : ['--', ...(paths as string[])])],
      host,
      stdin: new Uint8Array(0),
      overlaid: new Set(Object.keys(overlay).map((path) => resolvePath(host.cwd, path))),
    });
  });
}
