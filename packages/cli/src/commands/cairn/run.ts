import type { RuleMeta } from '@gauntlet/core';
import { decodeUtf8, verifyToResult } from '@gauntlet/core';
import { type CairnInput, cairnRules, cairnVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionFlag, optionString } from '../../command.js';

export const rules: readonly RuleMeta[] = cairnRules;

/** A flag-named file the cairn spec turns into a finding or a note: unreadable = null. */
async function readOptional(context: CommandContext, path: string, what: string): Promise<string | null> {
  try {
    return decodeUtf8((await context.readInput(path, what)).bytes, { stripBom: true });
  } catch {
    return null;
  }
}

export async function run(context: CommandContext): Promise<void> {
  const ledgerPath = optionString(context.values, 'receipt-ledger');
  const activeRunPath = optionString(context.values, 'active-run');
  const extras: Omit<CairnInput, 'text' | 'fileName'> = {
    reconcile: optionFlag(context.values, 'reconcile') || ledgerPath !== undefined,
    expectedPhase: optionString(context.values, 'expected-phase'),
    receiptLedgerProvided: ledgerPath !== undefined,
    receiptLedger: ledgerPath === undefined ? null : await readOptional(context, ledgerPath, '--receipt-ledger'),
  };
  if (activeRunPath !== undefined) extras.activeRun = await readOptional(context, activeRunPath, '--active-run');
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = decodeUtf8(input.bytes, { stripBom: true });
    context.rememberSource(input.id, text);
    await context.emit(await verifyToResult(cairnVerifier, { id: input.id, input: { ...extras, text, fileName: input.id } }, { rules: context.rules }));
  });
}
