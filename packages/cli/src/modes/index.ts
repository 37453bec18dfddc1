import { hookMode } from './hook/index.js';
import { initMode } from './init/index.js';
import { mcpMode } from './mcp/index.js';
import { serveMode } from './serve/index.js';
import type { ModeSpec } from './mode.js';

/** Every mode, in the order `--help` lists them. */
export const MODES: readonly ModeSpec[] = [initMode, mcpMode, hookMode, serveMode];

export function findMode(name: string): ModeSpec | undefined {
  return MODES.find((mode) => mode.name === name);
}
