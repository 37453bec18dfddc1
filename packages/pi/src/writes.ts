/**
 * What pi's `write` and `edit` tools would leave in a file, for the pre-write check. `write`
 * replaces the file. `edit` applies `edits[]` the way pi does: every `oldText` is matched in the
 * original content (line endings normalized to LF), must occur exactly once, edits must not
 * overlap, and the file keeps its CRLF endings. pi also matches with a fuzzy whitespace
 * normalization; an edit that only such a match would find is not computed here (not checked
 * before, still linted after the write by the tool_result report).
 */

export type PiWriteOutcome = { ok: true; content: string } | { ok: false; why: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const toLf = (text: string) => text.replace(/\r\n/g, '\n');

/** The path a `write`/`edit` call names, or null. */
export function piWritePath(input: Record<string, unknown>): string | null {
  const path = input.path;
  return typeof path === 'string' && path !== '' && path.length <= 4096 && !path.includes('\0') ? path : null;
}

/** The edits of an `edit` call: `edits[]`, or the single `oldText`/`newText` of older pi versions. */
function editsOf(input: Record<string, unknown>): Array<{ oldText: string; newText: string }> | null {
  const raw = Array.isArray(input.edits) ? input.edits : typeof input.oldText === 'string' ? [{ oldText: input.oldText, newText: input.newText }] : null;
  if (raw === null || raw.length === 0) return null;
  const edits: Array<{ oldText: string; newText: string }> = [];
  for (const edit of raw) {
    if (!isRecord(edit) || typeof edit.oldText !== 'string' || typeof edit.newText !== 'string' || edit.oldText === '') return null;
    edits.push({ oldText: toLf(edit.oldText), newText: toLf(edit.newText) });
  }
  return edits;
}

export function applyPiWrite(toolName: string, input: Record<string, unknown>, existing: string | null): PiWriteOutcome {
  if (toolName === 'write') return typeof input.content === 'string' ? { ok: true, content: input.content } : { ok: false, why: 'a write without a content string' };
  if (toolName !== 'edit') return { ok: false, why: `${toolName} is not a write tool` };
  if (existing === null) return { ok: false, why: 'the file does not exist' };
  const edits = editsOf(input);
  if (edits === null) return { ok: false, why: 'an edit without edits' };
  const crlf = existing.includes('\r\n');
  const base = toLf(existing.startsWith('\uFEFF') ? existing.slice(1) : existing);
  const matches: Array<{ at: number; length: number; newText: string }> = [];
  for (const edit of edits) {
    const at = base.indexOf(edit.oldText);
    if (at < 0) return { ok: false, why: 'an oldText is not in the file as written' };
    if (base.indexOf(edit.oldText, at + 1) >= 0) return { ok: false, why: 'an oldText occurs more than once' };
    matches.push({ at, length: edit.oldText.length, newText: edit.newText });
  }
  matches.sort((a, b) => a.at - b.at);
  for (let i = 1; i < matches.length; i++) if ((matches[i - 1] as (typeof matches)[number]).at + (matches[i - 1] as (typeof matches)[number]).length > (matches[i] as (typeof matches)[number]).at) return { ok: false, why: 'edits overlap' };
  let content = base;
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i] as (typeof matches)[number];
    content = content.slice(0, match.at) + match.newText + content.slice(match.at + match.length);
  }
  const bom = existing.startsWith('\uFEFF') ? '\uFEFF' : '';
  return { ok: true, content: bom + (crlf ? content.replace(/\n/g, '\r\n') : content) };
}
