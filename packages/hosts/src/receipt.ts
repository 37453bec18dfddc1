/**
 * Finding the receipt in what a subagent returned (docs/guides/claude-code.md, "SubagentStop").
 * A receipt starts at a line that begins `RCPT v1` at column 0 and runs to the end of the
 * message (the receipt grammar makes everything after NEXT part of NEXT); when that line sits
 * in a fenced code block, it ends at the closing fence. With several, the last one counts: a
 * subagent ends its message with its receipt, an earlier one is quoted.
 */

const RECEIPT_START = /^RCPT v1/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The receipt text in `message`, or null when no line begins `RCPT v1`. */
export function findReceipt(message: string): string | null {
  const lines = message.split('\n');
  let fence: string | null = null;
  let start = -1;
  let startFence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const opener = FENCE.exec(line);
    if (opener) {
      const marker = opener[1] as string;
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (RECEIPT_START.test(line)) {
      start = i;
      startFence = fence;
    }
  }
  if (start < 0) return null;
  let end = lines.length;
  if (startFence !== null) {
    for (let i = start + 1; i < lines.length; i++) {
      const marker = FENCE.exec(lines[i] as string)?.[1];
      if (marker !== undefined && marker[0] === startFence[0] && marker.length >= startFence.length && (lines[i] as string).trim() === marker) {
        end = i;
        break;
      }
    }
  }
  return lines.slice(start, end).join('\n');
}
