import { pyStrip, toUniversalNewlines } from '@gauntlet/core';
import { BRIEF_FIELDS } from './fields.js';

export interface BriefField {
  key: string;
  label: string;
  present: boolean;
  /** 1-based line of the first match (where the label sits), when present. */
  line?: number;
}

export interface ParsedBrief {
  fields: BriefField[];
  /** Empty after Python strip() (a BOM-only brief is not empty). */
  empty: boolean;
}

/**
 * Reads a brief as the reference does (universal newlines, BOM kept) and searches each field
 * pattern over the whole text. Never throws.
 */
export function parseBrief(raw: string): ParsedBrief {
  const text = toUniversalNewlines(raw);
  const fields = BRIEF_FIELDS.map(({ key, label, pattern }): BriefField => {
    const match = pattern.exec(text);
    if (!match) return { key, label, present: false };
    // The prefix's whitespace may start on earlier lines: report the line of the label itself.
    const labelStart = match.index + match[0].search(/[^\s#*-]/u);
    const line = text.slice(0, Math.max(match.index, labelStart)).split('\n').length;
    return { key, label, present: true, line };
  });
  return { fields, empty: pyStrip(text) === '' };
}
