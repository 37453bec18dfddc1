import type { RuleContext } from '@gauntlet/core';
import { type ParsedContract, type PathSegment, pathText } from './parse.js';

/** Reports a finding about the node at `path`: its line, and the path as evidence. */
export function reportAt(
  contract: Extract<ParsedContract, { ok: true }>,
  context: RuleContext,
  path: readonly PathSegment[],
  finding: { reason: string; message: string; hint: string; severity?: 'blocker' | 'warning' | 'info' },
): void {
  const line = contract.lineOf(path);
  context.report({ ...finding, message: `${pathText(path)}: ${finding.message}`, ...(line ? { line } : {}), evidence: [`path: ${pathText(path)}`] });
}

/** Version 1.0 was accepted: the other rules may run. */
export const isSupported = (contract: ParsedContract): contract is Extract<ParsedContract, { ok: true }> =>
  contract.ok && contract.root.version === '1.0';
