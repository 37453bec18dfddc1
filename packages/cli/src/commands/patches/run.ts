import { GauntletError, verifyToResult } from '@gauntlet/core';
import { listBackedUpFiles, loadRecordedHashes, patchesRules, patchesVerifier } from '@gauntlet/verifiers';
import type { Result } from '@gauntlet/contracts/codes';
import { type CommandContext, optionString } from '../../command.js';
import { describeHostError } from '../../inputs.js';

export const rules = patchesRules;

export async function run(context: CommandContext): Promise<void> {
  const patchesDir = optionString(context.values, 'patches-dir');
  const configDir = optionString(context.values, 'config-dir');
  const pristineDir = optionString(context.values, 'pristine-dir');
  const compat = optionString(context.values, 'compat');
  if (patchesDir === undefined || configDir === undefined) {
    throw new GauntletError('usage', '--patches-dir and --config-dir are required');
  }
  if (compat !== undefined && compat !== 'v1') throw new GauntletError('usage', `unknown --compat ${JSON.stringify(compat)} (expected v1)`);
  const driftAware = compat !== 'v1';
  await requireDirectory(context, patchesDir, 'patches dir', true);
  await requireDirectory(context, configDir, 'config dir', false);

  let files: string[];
  try {
    files = await listBackedUpFiles(context.host, patchesDir);
  } catch (error) {
    throw new GauntletError('input_unreadable', `cannot read patches dir ${patchesDir} (${describeHostError(error)})`);
  }
  const recordedHashes = driftAware ? await loadRecordedHashes(context.host, patchesDir) : new Map<string, string>();
  const results: Result[] = [];
  for (const file of files) {
    const input = { file, patchesDir, configDir, pristineDir, recordedHashes, driftAware };
    const result = await verifyToResult(patchesVerifier, { id: file, input }, { host: context.host, rules: context.rules });
    results.push(result);
    await context.emit(result);
  }
  // docs/rules/patches/README.md#decisions: the reference's counts join the docs/cli.md summary keys.
  const failures = results.filter((result) => result.data.status === 'fail').length;
  const counts: Record<string, number | string[]> = { checked: results.length, failures };
  if (driftAware) {
    const driftedFiles = results.filter((result) => result.data.reason === 'ok_pristine_drift_detected').map((result) => result.id);
    Object.assign(counts, { drifted: driftedFiles.length, driftedFiles });
  }
  context.addSummary(counts);
}

/** docs/rules/patches/README.md#decisions: a named directory that does not exist is `input_missing`; a patches dir that is a file is unreadable. */
async function requireDirectory(context: CommandContext, path: string, what: string, mustBeDirectory: boolean): Promise<void> {
  let stat;
  try {
    stat = await context.host.stat(path);
  } catch (error) {
    throw new GauntletError('input_unreadable', `cannot read ${what} ${path} (${describeHostError(error)})`);
  }
  if (stat === null) throw new GauntletError('input_missing', `${what} not found: ${path}`);
  if (mustBeDirectory && stat.kind !== 'directory') throw new GauntletError('input_unreadable', `cannot read ${what} ${path} (not a directory)`);
}
