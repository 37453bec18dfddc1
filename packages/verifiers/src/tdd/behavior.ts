import { TddReason } from '@gauntlet/contracts/codes';

/** The predicate's three checks (docs/rules/tdd/README.md#behavior-adding-tasks). */
export interface BehaviorChecks {
  tddTrue: boolean;
  hasBehaviorBlock: boolean;
  hasSourceFiles: boolean;
}

export interface BehaviorAdding {
  isBehaviorAdding: boolean;
  checks: BehaviorChecks;
  /** `null`, or `Not behavior-adding: ` + the failing checks' messages joined with `; `. */
  reason: string | null;
  /** The failing checks' codes, in check order. */
  codes: Array<'tdd_attribute_absent' | 'behavior_block_missing_or_empty' | 'no_source_files'>;
}

const TDD_TRUE = /\btdd\s*=\s*(?:"true"|'true')/i;
const BEHAVIOR_OPEN = /<behavior>/i;
const BEHAVIOR_CLOSE = /<\/behavior>/gi;
const FILES_OPEN = /<files>/i;
const FILES_CLOSE = /<\/files>/gi;
const BULLET = /^[-*]\s+/;

const NOT_SOURCE: readonly RegExp[] = [
  /\.(?:md|json)$/i,
  /\.(?:test|spec)\.[^./\\]+$/i,
  /(?:^|[/\\])tests?[/\\]/i,
  /\.(?:yml|yaml|toml|ini|cfg|conf|properties)$/i,
  /(?:^|[/\\])\.env(?:\.[^/\\]*)?$/i,
];

/** A `<files>` entry that counts as source: not docs, JSON, a test, a test dir, config or an env file. */
export function isSourceFile(entry: string): boolean {
  return !NOT_SOURCE.some((pattern) => pattern.test(entry));
}

/**
 * The body of the first `<tag>...</tag>` pair, case-insensitive, as the lazy regex
 * `/<tag>([\s\S]*?)<\/tag>/i` finds it, but in linear time on hostile input (many opening
 * tags and no closing one): if no closing tag follows the first opening tag, none follows a
 * later one either.
 */
function firstBlock(text: string, open: RegExp, close: RegExp): string | undefined {
  const start = open.exec(text);
  if (!start) return undefined;
  const from = start.index + start[0].length;
  close.lastIndex = from;
  const end = close.exec(text);
  return end ? text.slice(from, end.index) : undefined;
}

/** The entries of the first `<files>` block: split on newlines and commas, trimmed, one bullet stripped, empties dropped. */
export function filesOf(text: string): string[] {
  const body = firstBlock(text, FILES_OPEN, FILES_CLOSE);
  if (body === undefined) return [];
  return body
    .split(/[\n,]/)
    .map((item) => item.trim().replace(BULLET, ''))
    .filter((item) => item !== '');
}

const MESSAGES = {
  tdd_attribute_absent: 'tdd="true" frontmatter absent',
  behavior_block_missing_or_empty: '<behavior> block missing or empty',
  no_source_files: '<files> has no non-test source file',
} as const;

/** docs/rules/tdd/README.md#behavior-adding-tasks `taskIsBehaviorAdding`: all three checks must hold. */
export function taskIsBehaviorAdding(text: string): BehaviorAdding {
  const checks: BehaviorChecks = {
    tddTrue: TDD_TRUE.test(text),
    hasBehaviorBlock: (firstBlock(text, BEHAVIOR_OPEN, BEHAVIOR_CLOSE) ?? '').trim() !== '',
    hasSourceFiles: filesOf(text).some(isSourceFile),
  };
  const codes: BehaviorAdding['codes'] = [];
  if (!checks.tddTrue) codes.push(TddReason.tdd_attribute_absent);
  if (!checks.hasBehaviorBlock) codes.push(TddReason.behavior_block_missing_or_empty);
  if (!checks.hasSourceFiles) codes.push(TddReason.no_source_files);
  return {
    isBehaviorAdding: codes.length === 0,
    checks,
    reason: codes.length === 0 ? null : `Not behavior-adding: ${codes.map((code) => MESSAGES[code]).join('; ')}`,
    codes,
  };
}

export const BEHAVIOR_MESSAGES: Readonly<Record<BehaviorAdding['codes'][number], string>> = MESSAGES;
