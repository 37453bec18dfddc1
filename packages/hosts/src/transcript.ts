/**
 * The last assistant text of a Claude Code JSONL transcript, for a SubagentStop payload without
 * `last_assistant_message`. Each line is one JSON record; an assistant record holds
 * `message.content`, a string or an array of blocks of which `{type: "text", text}` count.
 * The scan starts at the end and is bounded: a transcript is agent-influenced input.
 */

/** Records examined from the end before giving up. */
export const MAX_TRANSCRIPT_RECORDS = 5000;
/** A longer line is skipped unparsed. */
const MAX_RECORD_CHARS = 8 * 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function assistantText(record: unknown): string | null {
  if (!isRecord(record)) return null;
  const message = isRecord(record.message) ? record.message : null;
  const role = message?.role ?? record.type;
  if (role !== 'assistant' || message === null) return null;
  const content = message.content;
  if (typeof content === 'string') return content.trim() === '' ? null : content;
  if (!Array.isArray(content)) return null;
  const texts = content.filter((block): block is { type: 'text'; text: string } => isRecord(block) && block.type === 'text' && typeof block.text === 'string').map((block) => block.text);
  const text = texts.join('\n');
  return text.trim() === '' ? null : text;
}

/** The text of the last assistant record that has text, or null. */
export function lastAssistantText(jsonl: string): string | null {
  let end = jsonl.length;
  for (let examined = 0; end > 0 && examined < MAX_TRANSCRIPT_RECORDS; examined++) {
    const start = jsonl.lastIndexOf('\n', end - 1) + 1;
    const line = jsonl.slice(start, end).trim();
    end = start - 1;
    if (line === '' || line.length > MAX_RECORD_CHARS) continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    const text = assistantText(record);
    if (text !== null) return text;
  }
  return null;
}
