import { z } from 'zod';
import type { GauntletConfig } from '../types.js';

export const RuleSettingSchema = z.enum(['off', 'blocker', 'warning', 'info', 'error', 'warn'], {
  error: () => 'expected one of "off", "blocker", "warning", "info" (or ESLint\'s "error", "warn")',
});

/** A setting, or `[setting, options]` as in ESLint (options: the rule's own, see its docs page). */
export const RuleConfigEntrySchema = z.union([RuleSettingSchema, z.tuple([RuleSettingSchema, z.record(z.string(), z.unknown())])], {
  error: () => 'expected a setting ("off", "blocker", "warning", "info", "error", "warn") or [setting, { options }]',
});

const eventFields = {
  enabled: z.boolean().optional().describe('false turns this check off (default true).'),
  failClosed: z.boolean().optional().describe('Block when our own check fails instead of allowing with a note (default false).'),
};
const patternList = z.array(z.string().min(1).max(256)).max(256);

/** The `hooks` section: what the agent-host adapters check (docs/guides/claude-code.md, docs/guides/pi.md). */
export const HooksConfigSchema = z
  .strictObject({
    enabled: z.boolean().optional().describe('false turns every hook off (default true).'),
    maxFindings: z.number().int().min(1).max(100).optional().describe('Blockers a block reason lists before "and N more" (default 5).'),
    preToolUse: z
      .strictObject({
        ...eventFields,
        ledgerGuard: z.boolean().optional().describe('The built-in gate-ledger write guard for build-gate-ledger.md (default true).'),
        approveClean: z.boolean().optional().describe('Answer "allow" for a checked write that introduces no blocker (default false).'),
      })
      .optional()
      .describe('Check what Write/Edit/MultiEdit are about to write (the ratchet: only blockers the new content introduces).'),
    postToolUse: z
      .strictObject({
        ...eventFields,
        block: z.boolean().optional().describe('false: report blockers as context instead of blocking (default true).'),
      })
      .optional()
      .describe('Lint a mapped file after Write/Edit/MultiEdit.'),
    subagentStop: z
      .strictObject({
        ...eventFields,
        receipt: z
          .strictObject({
            tier2: z.boolean().optional(),
            strict: z.boolean().optional(),
            roots: z.array(z.string().min(1)).max(64).optional(),
            ledger: z.string().min(1).optional(),
          })
          .optional()
          .describe('Receipt options, as the receipt command takes them (paths relative to the payload cwd).'),
        requireReceipt: patternList.optional().describe('agent_type patterns (* and ? wildcards) that must return a receipt.'),
        blockWhenActive: z.boolean().optional().describe('Block again while stop_hook_active is true (default false).'),
      })
      .optional()
      .describe('Lint the receipt a subagent returns.'),
    stop: z
      .strictObject({
        ...eventFields,
        base: z.string().min(1).optional().describe('The revision changes are taken against (default HEAD).'),
        blockWhenActive: z.boolean().optional().describe('Block again while stop_hook_active is true (default false).'),
      })
      .optional()
      .describe('Lint the changed files before the agent stops.'),
    pi: z
      .strictObject({
        marker: z
          .strictObject({
            enabled: z.boolean().optional(),
            skills: patternList.optional(),
            inventory: z.array(z.string().min(1).max(256)).max(1024).optional(),
          })
          .optional()
          .describe('The first-line gate marker of skill-owned turns.'),
        tools: z.boolean().optional().describe('Register the lint tools the model can call (default true).'),
      })
      .optional()
      .describe('The pi extension.'),
  })
  .describe('What the agent-host adapters check: Claude Code hooks, Agent SDK callbacks, the pi extension.');

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
    hooks: HooksConfigSchema.optional(),
  })
  .meta({
    id: 'GauntletConfig',
    title: 'gauntlet-lint configuration',
    description: 'gauntlet.config.json, or the "gauntlet" key of package.json.',
  });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const configMatches: Same<z.infer<typeof ConfigSchema>, GauntletConfig> = true;
void configMatches;
