export type { CodePointSet } from './charsets.js';
export { PY_DECIMAL_EXPR, PY_SPACE_CLASS, PY_WORD_EXPR, pyAlpha, pyDecimal, pyDigit, pySpace, pyWord } from './charsets.js';
export type { PyIntResult } from './text.js';
export {
  compareCodePoints,
  decimalValue,
  isPyLineBreak,
  isPyPrintable,
  isPySpace,
  pyInt,
  pyIsDecimal,
  pyIsDigit,
  pyLstrip,
  pyReEscape,
  pyRepr,
  pyReprList,
  pyRstrip,
  pySplit,
  pySplitLines,
  pyStrip,
  pyStripChars,
} from './text.js';
export { createPyLineSplitter } from './line-stream.js';
