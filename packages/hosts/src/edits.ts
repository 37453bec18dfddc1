/**
 * The content a Write, Edit or MultiEdit would leave, applied the way Claude Code applies them:
 * Write replaces the file; Edit replaces the first exact occurrence of `old_string` (every one
 * with `replace_all`); MultiEdit applies its edits in order, each to the result of the last. An
 * edit the tool would refuse (an `old_string` not found) means the tool fails by itself: there
 * is nothing to check.
 */

export const WRITE_TOOLS: ReadonlySet<string> = new Set(['Write', 'Edit', 'MultiEdit']);

export type EditOutcome = { ok: true; content: string } | { ok: false; why: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file a write tool names (`file_path`), or null. */
export function writtenPath(toolInput: Record<string, unknown>): string | null {
  const path = toolInput.file_path;
  return typeof path === 'string' && path !== '' && path.length <= 4096 && !path.includes('\0') ? path : null;
}

function applyOne(content: string | null, edit: unknown): EditOutcome {
  if (!isRecord(edit) || typeof edit.old_string !== 'string' || typeof edit.new_string !== 'string') {
    return { ok: false, why: 'an edit without old_string and new_string strings' };
  }
  const { old_string: old, new_string: replacement } = edit;
  if (content === null) return old === '' ? { ok: true, content: replacement } : { ok: false, why: 'the file does not exist' };
  if (old === '') return content === '' ? { ok: true, content: replacement } : { ok: false, why: 'an empty old_string on a file that is not empty' };
  const at = content.indexOf(old);
  if (at < 0) return { ok: false, why: 'old_string is not in the file' };
  if (edit.replace_all === true) return { ok: true, content: content.split(old).join(replacement) };
  return { ok: true, content: content.slice(0, at) + replacement + content.slice(at + old.length) };
}

/** The content `toolName` with `toolInput` would leave, given the file as it is (`null`: absent). */
export function applyWrite(toolName: string, toolInput: Record<string, unknown>, existing: string | null): EditOutcome {
  if (toolName === 'Write') {
    return typeof toolInput.content === 'string' ? { ok: true, content: toolInput.content } : { ok: false, why: 'a Write without a content string' };
  }
  if (toolName === 'Edit') return applyOne(existing, toolInput);
  if (toolName === 'MultiEdit') {
    if (!Array.isArray(toolInput.edits) || toolInput.edits.length === 0) return { ok: false, why: 'a MultiEdit without edits' };
    let content = existing;
    for (const edit of toolInput.edits) {
      const next = applyOne(content, edit);
      if (!next.ok) return next;
      content = next.content;
    }
    return { ok: true, content: content ?? '' };
  }
  return { ok: false, why: `${toolName} is not a write tool` };
}
