import { GauntletError, decodeUtf8, verifyToResult } from '@gauntlet/core';
import { type SpecPrInput, specPrRules, specPrVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionString, optionStrings } from '../../command.js';

export const rules = specPrRules;

async function requireDir(context: CommandContext, flag: string, path: string): Promise<void> {
  const stat = await context.host.stat(path).catch(() => null);
  if (stat === null) throw new GauntletError('input_missing', `cannot read ${flag} ${path} (no such directory)`);
  if (stat.kind !== 'directory') throw new GauntletError('input_unreadable', `cannot read ${flag} ${path} (not a directory)`);
}

export async function run(context: CommandContext): Promise<void> {
  const get = (name: string) => optionString(context.values, name);
  const nameStatus = get('name-status');
  const repo = get('repo');
  const specDirs = optionStrings(context.values, 'spec-dir');
  const options = { specDirs: specDirs.length > 0 ? specDirs : undefined };
  if ((nameStatus === undefined) === (repo === undefined)) {
    throw new GauntletError('usage', 'spec-pr needs either --name-status FILE --base-dir D --head-dir D, or --repo DIR --base REF --head REF');
  }
  let id: string;
  let input: SpecPrInput;
  if (nameStatus !== undefined) {
    const baseDir = get('base-dir');
    const headDir = get('head-dir');
    if (baseDir === undefined || headDir === undefined) throw new GauntletError('usage', '--name-status needs --base-dir D and --head-dir D');
    await requireDir(context, '--base-dir', baseDir);
    await requireDir(context, '--head-dir', headDir);
    const file = await context.readInput(nameStatus, '--name-status');
    id = file.id;
    input = { source: 'files', nameStatus: decodeUtf8(file.bytes, { stripBom: true }), baseDir, headDir };
  } else {
    const base = get('base');
    const head = get('head');
    if (base === undefined || head === undefined) throw new GauntletError('usage', '--repo needs --base REF and --head REF');
    await requireDir(context, '--repo', repo as string);
    id = `${base}...${head}`;
    input = { source: 'git', repo: repo as string, base, head };
  }
  await context.emit(await verifyToResult(specPrVerifier, { id, input }, { host: context.host, rules: context.rules, options }));
}
