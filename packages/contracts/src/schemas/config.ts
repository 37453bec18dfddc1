import { z } from 'zod';
import type { GauntletConfig } from '../types.js';

export const RuleSettingSchema = z.enum(['off', 'blocker', 'warning', 'info', 'error', 'warn'], {
  error: () => 'expected one of "off", "blocker", "warning", "info" (or ESLint\'s "error", "warn")',
});

/** A setting, or `[setting, options]` as in ESLint (options: the rule's own, see its docs page). */
export const RuleConfigEntrySchema = z.union([RuleSettingSchema, z.tuple([RuleSettingSchema, z.record(z.string(), z.unknown())])], {
  error: () => 'expected a setting ("off", "blocker", "warning", "info", "error", "warn") or [setting, { options }]',
});

export const ConfigSchema = z
  .strictObject({
    $schema: z.string().optional(),
    files: z
      .record(z.string().min(1), z.string().min(1))
      .optional()
      .describe('Glob → command, used by `gauntlet-lint [files...]` without a command.'),
    rules: z
      .record(z.string().min(1), RuleConfigEntrySchema)
      .optional()
      .describe('Rule id → severity override ("blocker", "warning", "info"; ESLint\'s "error" and "warn" mean blocker and warning) or "off"; or [setting, options] for a rule that takes options.'),
    ignores: z.array(z.string().min(1)).optional().describe('Globs never linted in configured mode.'),
    maxWarnings: z.number().int().nonnegative().optional().describe('Default for --max-warnings.'),
  })
  .meta({
    id: 'GauntletConfig',
    title: 'gauntlet-lint configuration',
    description: 'gauntlet.config.json, or the "gauntlet" key of package.json.',
  });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const configMatches: Same<z.infer<typeof ConfigSchema>, GauntletConfig> = true;
void configMatches;
