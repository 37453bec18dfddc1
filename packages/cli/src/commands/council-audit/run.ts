import { decodeUtf8, verifyToResult } from '@gauntlet/core';
import { councilAuditRules, councilAuditVerifier } from '@gauntlet/verifiers';
import type { CommandContext } from '../../command.js';

export const rules = councilAuditRules;

export async function run(context: CommandContext): Promise<void> {
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = decodeUtf8(input.bytes, { stripBom: true });
    context.rememberSource(input.id, text);
    await context.emit(await verifyToResult(councilAuditVerifier, { id: input.id, input: text }, { rules: context.rules, ruleOptions: context.ruleOptions }));
  });
}
