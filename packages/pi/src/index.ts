/**
 * @gauntlet/pi: gauntlet inside pi (docs/guides/pi.md). Load it with `pi -e <path>` or install it
 * with `pi install npm:@gauntlet/pi`; its `package.json` names the extension under `pi`.
 */
export { createGauntletExtension, default, type GauntletPiOptions } from './extension.js';
export { applyPiWrite, piWritePath, type PiWriteOutcome } from './writes.js';
export { TRACKER_ENTRY, callEvent, createTrackerDriver, resultEvent, type ShellEnvironment, type TrackerDriver } from './tracker.js';
