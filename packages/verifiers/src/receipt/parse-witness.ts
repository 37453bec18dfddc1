import { isPySpace, pyRstrip, pyStrip } from '@gauntlet/core';
import type { RangeText, Section, Witness, WitnessLine, WitnessRange } from './document.js';
import { CLAUSE_VALUE_REST, CLAUSE_VALUE_REST_GROUP, GREP_RANGE, pyIntOf } from './text.js';

/**
 * The trailing `\s+pattern=(…)\s*$` clause of a grep payload, found like `re.search`: the
 * leftmost whitespace run before a `pattern=` whose value runs to the end.
 */
export function trailingClause(payload: string): { clause: string; start: number } | undefined {
  let from = 0;
  for (;;) {
    const at = payload.indexOf('pattern=', from);
    if (at < 0) return undefined;
    from = at + 1;
    if (at === 0 || !isPySpace(payload[at - 1] as string)) continue;
    CLAUSE_VALUE_REST_GROUP.lastIndex = at + 'pattern='.length;
    const match = CLAUSE_VALUE_REST_GROUP.exec(payload);
    if (!match) continue;
    let start = at - 1;
    while (start > 0 && isPySpace(payload[start - 1] as string)) start--;
    return { clause: match[1]!, start };
  }
}

function hasTrailingClause(payload: string): boolean {
  let from = 0;
  for (;;) {
    const at = payload.indexOf('pattern=', from);
    if (at < 0) return false;
    from = at + 1;
    if (at === 0 || !isPySpace(payload[at - 1] as string)) continue;
    CLAUSE_VALUE_REST.lastIndex = at + 'pattern='.length;
    if (CLAUSE_VALUE_REST.test(payload)) return true;
  }
}

function usableRange(text: RangeText): WitnessRange | undefined {
  const start = pyIntOf(text.start);
  const end = pyIntOf(text.end);
  if (!start.ok || !end.ok) return undefined;
  return { artifact: text.artifact, kind: text.kind, start: Number(start.value), end: Number(end.value) };
}

const absent = (line: number, text: string, missing: WitnessLine['missing']): WitnessLine => ({
  line,
  text,
  missing,
  witness: undefined,
  extraClause: false,
  rangeText: undefined,
});

/**
 * Reads the WITNESS line right to left (docs/rules/receipt/witness-syntax.md): the last `ran=`, the last
 * `expect-fail=` before it, then `kind:payload` split at the first colon, and for grep a
 * trailing `pattern=` clause and a `<artifact>#<range>` payload. Undefined when WITNESS has no
 * body.
 */
export function parseWitnessLine(section: Section | undefined): WitnessLine | undefined {
  const first = section?.body[0];
  if (!first) return undefined;
  const lineNo = first.line;
  const line = pyStrip(first.raw);
  if (!line.includes(' ran=')) return absent(lineNo, line, 'ran');
  const ranAt = line.lastIndexOf('ran=');
  const head = pyRstrip(line.slice(0, ranAt));
  const efAt = head.lastIndexOf('expect-fail=');
  if (efAt < 0) return absent(lineNo, line, 'expect-fail');
  const kp = pyRstrip(head.slice(0, efAt));
  const colon = kp.indexOf(':');
  if (colon < 0) return absent(lineNo, line, 'kind');
  const kind = pyStrip(kp.slice(0, colon));
  const payloadRaw = pyStrip(kp.slice(colon + 1));
  let payload = payloadRaw;
  let clause: string | undefined;
  let extraClause = false;
  let rangeText: RangeText | undefined;
  if (kind === 'grep') {
    const found = trailingClause(payloadRaw);
    if (found) {
      clause = found.clause;
      payload = pyRstrip(payloadRaw.slice(0, found.start));
      extraClause = hasTrailingClause(payload);
    }
    const match = GREP_RANGE.exec(payload);
    if (match) rangeText = { artifact: match[1]!, kind: match[2] as 'L' | 'B', start: match[3]!, end: match[4]! };
  }
  const witness: Witness = {
    kind,
    payload,
    payloadRaw,
    clause,
    signature: pyStrip(head.slice(efAt + 'expect-fail='.length)),
    ran: pyStrip(line.slice(ranAt + 'ran='.length)),
    range: rangeText ? usableRange(rangeText) : undefined,
    line: lineNo,
  };
  return { line: lineNo, text: line, missing: undefined, witness, extraClause, rangeText };
}
