import { pyStrip, pyStripChars } from '@gauntlet/core';

/** The reference's value cleanup (rules 13 and 14): strip(), then strip('"'), then strip("'"). */
export const cleanValue = (raw: string): string => pyStripChars(pyStripChars(pyStrip(raw), '"'), "'");
