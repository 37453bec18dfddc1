import { GauntletError, decodeUtf8, verifyToResult } from '@gauntlet/core';
import { markerRules, markerVerifier, parseInventory } from '@gauntlet/verifiers';
import { type CommandContext, optionString } from '../../command.js';

export const rules = markerRules;

export async function run(context: CommandContext): Promise<void> {
  const inventoryPath = optionString(context.values, 'inventory');
  let inventory: string[] | null = null;
  if (inventoryPath !== undefined) {
    const file = await context.readInput(inventoryPath, '--inventory');
    const parsed = parseInventory(decodeUtf8(file.bytes, { stripBom: true }));
    if (!parsed.ok) throw new GauntletError('input_invalid', `--inventory ${inventoryPath} is not a gate inventory (${parsed.problem})`);
    inventory = parsed.inventory;
  }
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = decodeUtf8(input.bytes, { stripBom: true });
    context.rememberSource(input.id, text);
    await context.emit(await verifyToResult(markerVerifier, { id: input.id, input: text }, { rules: context.rules, options: { inventory } }));
  });
}
