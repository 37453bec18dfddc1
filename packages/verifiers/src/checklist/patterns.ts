import { pyLiteralFragment, pyReFragment } from '@gauntlet/core';

/**
 * Python `re` building blocks for the checklist's hand-composed patterns (docs/rules/checklist/README.md),
 * for JS regexes with the `u` flag alone. The translation is core's one translator
 * (docs/architecture.md, "Python compatibility"); nothing is re-derived here.
 */
/** Python `\s`, as a class (`[…]`: callers may take its body). */
export const S = pyReFragment('\\s');
/** Python `\w`. */
export const W = pyReFragment('\\w');
/** Python `\d`. */
export const D = pyReFragment('\\d');
/** Python `\b`. */
export const B_START = pyReFragment('\\b');
/** Multi-line `^`: start of text or after `\n` only. */
export const LINE_START = pyReFragment('^', 'm');
/** Non-multi-line `^`: start of text only. */
export const TEXT_START = pyReFragment('^');

/** Literal text with Python IGNORECASE semantics (ASCII letters both cases, plus ſ, K, İ, ı). */
export const ci = (text: string): string => pyLiteralFragment(text, true);

export const re = (source: string, flags = '') => new RegExp(source, `u${flags}`);
