import type { HookReceiptConfig, HooksConfig } from '@gauntlet/contracts/codes';
import type { HookConfig } from './types.js';

/** The `hooks` section with every default filled in (docs/guides/claude-code.md, "Configuration"). */
export interface HookSettings {
  enabled: boolean;
  maxFindings: number;
  /** Whether the config maps files to commands (without it, only receipts and the ledger guard are checked). */
  hasFileMapping: boolean;
  preToolUse: { enabled: boolean; failClosed: boolean; ledgerGuard: boolean; approveClean: boolean };
  postToolUse: { enabled: boolean; failClosed: boolean; block: boolean };
  subagentStop: { enabled: boolean; failClosed: boolean; receipt: HookReceiptConfig; requireReceipt: string[]; blockWhenActive: boolean };
  stop: { enabled: boolean; failClosed: boolean; base: string; blockWhenActive: boolean };
  pi: { marker: { enabled: boolean; skills: string[]; inventory: string[] | null }; tools: boolean };
}

export const DEFAULT_MAX_FINDINGS = 5;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : []);
const section = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/**
 * Reads the config's `hooks` section with defaults. The CLI validated it already; a library
 * caller may pass anything, so every field is read defensively (a wrong type is the default).
 */
export function hookSettings(config: HookConfig | null | undefined): HookSettings {
  const hooks: HooksConfig = section(config?.hooks);
  const on = flag(hooks.enabled, true);
  const pre = section(hooks.preToolUse);
  const post = section(hooks.postToolUse);
  const sub = section(hooks.subagentStop);
  const stop = section(hooks.stop);
  const pi = section(hooks.pi);
  const marker = section(pi.marker);
  const receipt = section(sub.receipt);
  const maxFindings = typeof hooks.maxFindings === 'number' && Number.isInteger(hooks.maxFindings) && hooks.maxFindings >= 1 ? Math.min(hooks.maxFindings, 100) : DEFAULT_MAX_FINDINGS;
  const files = config?.files;
  return {
    enabled: on,
    maxFindings,
    hasFileMapping: isRecord(files) && Object.keys(files).length > 0,
    preToolUse: { enabled: on && flag(pre.enabled, true), failClosed: flag(pre.failClosed, false), ledgerGuard: flag(pre.ledgerGuard, true), approveClean: flag(pre.approveClean, false) },
    postToolUse: { enabled: on && flag(post.enabled, true), failClosed: flag(post.failClosed, false), block: flag(post.block, true) },
    subagentStop: {
      enabled: on && flag(sub.enabled, true),
      failClosed: flag(sub.failClosed, false),
      receipt: {
        ...(typeof receipt.tier2 === 'boolean' ? { tier2: receipt.tier2 } : {}),
        ...(typeof receipt.strict === 'boolean' ? { strict: receipt.strict } : {}),
        ...(Array.isArray(receipt.roots) ? { roots: strings(receipt.roots) } : {}),
        ...(typeof receipt.ledger === 'string' && receipt.ledger !== '' ? { ledger: receipt.ledger } : {}),
      },
      requireReceipt: strings(sub.requireReceipt),
      blockWhenActive: flag(sub.blockWhenActive, false),
    },
    stop: {
      enabled: on && flag(stop.enabled, true),
      failClosed: flag(stop.failClosed, false),
      base: typeof stop.base === 'string' && stop.base !== '' ? stop.base : 'HEAD',
      blockWhenActive: flag(stop.blockWhenActive, false),
    },
    pi: {
      marker: { enabled: on && flag(marker.enabled, true), skills: strings(marker.skills), inventory: Array.isArray(marker.inventory) ? strings(marker.inventory) : null },
      tools: flag(pi.tools, true),
    },
  };
}

/** The `receipt` command's options for the configured receipt settings. */
export function receiptOptions(receipt: HookReceiptConfig): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  if (receipt.tier2 === true) options.tier2 = true;
  if (receipt.strict === true) options.strict = true;
  if (receipt.roots && receipt.roots.length > 0) options.root = [...receipt.roots];
  if (receipt.ledger !== undefined) options.ledger = receipt.ledger;
  return options;
}
