import { GauntletError, RUN_REGEX_STEPS, createRunBudget, decodeUtf8, pyRepr, verifyToResult } from '@gauntlet/core';
import { lintReceiptBatch, receiptBindingVerifier, receiptRules, receiptVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionFlag, optionString, optionStrings } from '../../command.js';

export const rules = receiptRules;

async function checkRoots(context: CommandContext, roots: readonly string[]): Promise<void> {
  for (const root of roots) {
    const stat = root === '' ? null : await context.host.stat(root).catch(() => null);
    if (root === '' || (stat !== null && stat.kind !== 'directory')) {
      throw new GauntletError('usage', `--root ${pyRepr(root)} is not a directory`);
    }
  }
}

export async function run(context: CommandContext): Promise<void> {
  const { values, positionals } = context;
  const evalFile = optionString(values, 'eval');
  const ledger = optionString(values, 'ledger');
  // One regex budget for every witness search of the run: a batch of hostile records stays bounded.
  const regexBudget = createRunBudget('regex steps', RUN_REGEX_STEPS);
  if (evalFile !== undefined) {
    if (positionals.length > 0) throw new GauntletError('usage', 'receipt --eval takes exactly one FILE.jsonl and no other input');
    // Streamed: batches far past the reference's 64 MiB read cap run in bounded memory.
    await lintReceiptBatch(receiptVerifier, context.streamText(evalFile, '--eval'), (result) => context.emit(result), { rules: context.rules, options: { regexBudget } });
    return;
  }
  if (positionals.length === 0) throw new GauntletError('usage', 'receipt needs a FILE or - (usage: gauntlet-lint receipt [--tier1|--tier2] FILE...|-)');
  if (optionFlag(values, 'bind-only')) {
    if (ledger === undefined) throw new GauntletError('usage', 'receipt --bind-only needs --ledger PATH');
    await context.forEachInput(positionals, async (path) => {
      const text = await readReceipt(context, path);
      await context.emit(await verifyToResult(receiptBindingVerifier, { id: path, input: text }, { host: context.host, rules: context.rules, options: { ledger } }));
    });
    return;
  }
  const roots = optionStrings(values, 'root');
  await checkRoots(context, roots);
  const tier = tierOf(optionFlag(values, 'tier1'), optionFlag(values, 'tier2'), context.argv);
  const options = { tier, roots, strict: optionFlag(values, 'strict'), ledger, regexBudget };
  await context.forEachInput(positionals, async (path) => {
    const text = await readReceipt(context, path);
    await context.emit(await verifyToResult(receiptVerifier, { id: path, input: text }, { host: context.host, rules: context.rules, options }));
  });
}

/** A receipt file: UTF-8 with replacement, universal newlines (docs/architecture/receipt-linter.md). */
async function readReceipt(context: CommandContext, path: string): Promise<string> {
  const input = await context.readInput(path);
  const text = decodeUtf8(input.bytes, { universalNewlines: true });
  context.rememberSource(input.id, text);
  return text;
}

/** The last of `--tier1`/`--tier2` wins, as in the reference (parsed flags lose their order; argv keeps it). */
function tierOf(tier1: boolean, tier2: boolean, argv: readonly string[]): 1 | 2 {
  if (!tier2) return 1;
  if (!tier1) return 2;
  return argv.lastIndexOf('--tier2') > argv.lastIndexOf('--tier1') ? 2 : 1;
}
