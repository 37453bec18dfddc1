import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGauntletError } from '@gauntlet/core';
import { BASE_V11 } from '../receipt/fixtures.test-helpers.js';
import { type ManifestEntry, formatManifestLine, matchGlob, parseManifestLine, sweepReceipt } from './index.js';

// Property tests for the sweep's parsers: a manifest line or a receipt is untrusted text, so
// arbitrary input must give an answer, never an exception, and the manifest format must round-trip.

const receiptLike = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constant(BASE_V11),
  fc
    .tuple(fc.nat(BASE_V11.length), fc.string({ maxLength: 20 }))
    .map(([at, insert]) => BASE_V11.slice(0, at) + insert + BASE_V11.slice(at)),
  fc.constantFrom('\r\n', '\r', '\u2028', '\0', '\uFEFF').map((newline) => BASE_V11.replaceAll('\n', newline)),
);

const KNOWN_LINE = formatManifestLine(sweepReceipt([], BASE_V11).entry as ManifestEntry);
const lineLike = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constant(KNOWN_LINE),
  fc
    .tuple(fc.nat(KNOWN_LINE.length), fc.nat(8), fc.string({ maxLength: 12 }))
    .map(([at, cut, insert]) => KNOWN_LINE.slice(0, at) + insert + KNOWN_LINE.slice(at + cut)),
);

describe('tripwire parsers under arbitrary input', () => {
  it('parseManifestLine never throws, and what it accepts formats back to a line it reads the same', () => {
    let accepted = 0;
    fc.assert(
      fc.property(lineLike, (line) => {
        const entry = parseManifestLine(line);
        if (entry === undefined) return;
        accepted += 1;
        expect(parseManifestLine(formatManifestLine(entry))).toEqual(entry);
      }),
      { numRuns: 500 },
    );
    expect(accepted).toBeGreaterThan(20);
  });

  it('an accepted receipt gives a manifest entry that survives the line format', () => {
    const outcome = sweepReceipt([], BASE_V11);
    expect(outcome.accepted).toBe(true);
    const entry = outcome.entry as ManifestEntry;
    expect(parseManifestLine(formatManifestLine(entry))).toEqual(entry);
  });

  it('sweepReceipt answers or refuses the input with a usage error (exit 2), deterministically, whatever the text', () => {
    const sweep = (text: string) => {
      try {
        return sweepReceipt([], text);
      } catch (error) {
        // A receipt the sweep cannot read at all is the caller's bad input, never an internal error.
        if (!isGauntletError(error)) throw error;
        return { refused: error.reason };
      }
    };
    fc.assert(
      fc.property(receiptLike, (text) => {
        const first = sweep(text);
        expect(sweep(text)).toEqual(first);
        if ('accepted' in first && !first.accepted) expect(first.rejection).toBeTruthy();
      }),
      { numRuns: 300 },
    );
  });

  it('matchGlob never throws on arbitrary pieces and paths', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.array(fc.string({ maxLength: 60 }), { maxLength: 4 }), (piece, paths) => {
        expect(typeof matchGlob(piece, paths)).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});
