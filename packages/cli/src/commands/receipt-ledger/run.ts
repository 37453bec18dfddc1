import type { RuleMeta } from '@gauntlet/core';
import { decodeUtf8, verifyToResult } from '@gauntlet/core';
import { dispatchManifestVerifier, receiptLedgerRules, receiptLedgerVerifier, dispatchManifestRules } from '@gauntlet/verifiers';
import { type CommandContext, optionFlag } from '../../command.js';

export const rules: readonly RuleMeta[] = [...receiptLedgerRules, ...dispatchManifestRules];

export async function run(context: CommandContext): Promise<void> {
  const verifier = optionFlag(context.values, 'manifest') ? dispatchManifestVerifier : receiptLedgerVerifier;
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = decodeUtf8(input.bytes, { stripBom: true });
    context.rememberSource(input.id, text);
    await context.emit(await verifyToResult(verifier, { id: input.id, input: text }, { rules: context.rules }));
  });
}
