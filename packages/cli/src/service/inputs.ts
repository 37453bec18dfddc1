import { GauntletError } from '@gauntlet/core';
import { MAX_INPUT_BYTES } from '../inputs.js';
import type { LintEnvironment } from './types.js';

/** A request's `path`: absent, or a string. */
export function pathOf(value: unknown, who: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new GauntletError('usage', `${who}: "path" must be a string`);
  return value;
}

/**
 * A request's `text` as bytes (UTF-8 for a string), or undefined. Over the input cap it is
 * refused like a file the CLI will not read.
 */
export function textBytesOf(environment: LintEnvironment, value: unknown, label: string, who: string): Uint8Array | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && !(value instanceof Uint8Array)) throw new GauntletError('usage', `${who}: "text" must be a string`);
  const cap = environment.maxTextBytes ?? MAX_INPUT_BYTES;
  const over = (size: string) => new GauntletError('input_unreadable', `cannot read ${label} (${size} is over the ${cap}-byte input cap)`);
  // Every UTF-16 unit is at least one byte: a string that long is over the cap before it is encoded.
  if (typeof value === 'string' && value.length > cap) throw over(`${value.length} characters`);
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value;
  if (bytes.length > cap) throw over(`${bytes.length} bytes`);
  return bytes;
}
