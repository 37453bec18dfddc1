import { describe, expect, it } from 'vitest';
import { splitLfLines } from './lf-lines.js';

describe('splitLfLines', () => {
  it('splits on LF, drops a CR before LF, keeps a lone CR', () => {
    expect(splitLfLines('a\r\nb\nc')).toEqual(['a', 'b', 'c']);
    expect(splitLfLines('a\rb\n')).toEqual(['a\rb', '']);
    expect(splitLfLines('')).toEqual(['']);
    expect(splitLfLines('x\r')).toEqual(['x\r']);
    expect(splitLfLines('\uFEFF# T\n')).toEqual(['# T', '']);
  });
});
