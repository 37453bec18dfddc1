/** The version of the @gauntlet packages (they are released in lock-step; a test checks it). */
export const VERSION = '0.1.0';
