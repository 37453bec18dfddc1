export type ParsedFalsifier =
  | { parseable: true; form: 'touching'; verb: string; files: string[]; within_days: number }
  | { parseable: true; form: 'hash'; verb: string; artifact_hash: string; without_files: string[]; within_days: number }
  | { parseable: true; form: 'referencing'; verb: string; token: string; within_days: number }
  | { parseable: false }
  | { parseable: null; excluded: true };

/** Far above the 256-char emit cap; longer input is unparseable without being scanned. */
export const MAX_PREDICATE_CHARS = 4096;

const VERB = '(fix|hotfix|revert|merge|cve|postmortem)';
const WITHIN = String.raw`\s+within\s+(\d+)\s*d`;
const TOUCHING = new RegExp(String.raw`^${VERB}\s+touching\s+(.+?)${WITHIN}$`, 'i');
const HASH = new RegExp(String.raw`^${VERB}\s+of\s+artifact_hash=([0-9a-f]+)(?:\s+without\s+touching\s+(.+?))?${WITHIN}$`, 'i');
const REFERENCING = new RegExp(String.raw`^${VERB}\s+referencing\s+(\S+)${WITHIN}$`, 'i');

const fileList = (text: string) => text.split(',').map((item) => item.trim()).filter((item) => item !== '');
const days = (text: string) => {
  const n = Number(text);
  return n >= 1 && n <= 365 ? n : null;
};

/**
 * Parses a `predicted_falsifier` the way crucible's reconciler does (docs/rules/calibration/README.md#predicted-falsifier):
 * more lenient than the documented grammar (case-insensitive verbs returned lower-cased, any
 * whitespace, `30 d`). The retired sentinel is neither parseable nor unparseable.
 */
export function parsePredictedFalsifier(predicate: string): ParsedFalsifier {
  if (predicate === '<DEFERRED:pre-phase-7>') return { parseable: null, excluded: true };
  const text = predicate.trim();
  // Emits cap predicates at 256 chars; far longer text is prose, and the lazy patterns below
  // would cost quadratic time on it.
  if (text.length > MAX_PREDICATE_CHARS) return { parseable: false };
  let match = TOUCHING.exec(text);
  if (match) {
    const files = fileList(match[2] as string);
    const within = days(match[3] as string);
    return files.length > 0 && within !== null ? { parseable: true, form: 'touching', verb: (match[1] as string).toLowerCase(), files, within_days: within } : { parseable: false };
  }
  match = HASH.exec(text);
  if (match) {
    const within = days(match[4] as string);
    return within !== null
      ? { parseable: true, form: 'hash', verb: (match[1] as string).toLowerCase(), artifact_hash: (match[2] as string).toLowerCase(), without_files: match[3] === undefined ? [] : fileList(match[3]), within_days: within }
      : { parseable: false };
  }
  match = REFERENCING.exec(text);
  if (match) {
    const within = days(match[3] as string);
    return within !== null ? { parseable: true, form: 'referencing', verb: (match[1] as string).toLowerCase(), token: match[2] as string, within_days: within } : { parseable: false };
  }
  return { parseable: false };
}

/** Auto-checkable predicates: `touching` and `referencing`; `hash` only for `revert`. */
export function predicateCheckable(parsed: ParsedFalsifier): boolean {
  if (parsed.parseable !== true) return false;
  return parsed.form !== 'hash' || parsed.verb === 'revert';
}
