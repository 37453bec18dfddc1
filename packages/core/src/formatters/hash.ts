/** 64-bit FNV-1a over UTF-16 code units, as 16 hex digits. Not cryptographic: a stable id. */
export function fnv1a64(text: string): string {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < text.length; i++) {
    lo ^= text.charCodeAt(i);
    // multiply (hi, lo) by the FNV prime 0x100000001b3 = 2^40 + 0x1b3
    const loTimes = lo * 0x1b3;
    const carry = Math.floor(loTimes / 0x100000000);
    const newLo = loTimes >>> 0;
    const newHi = (hi * 0x1b3 + carry + ((lo << 8) >>> 0)) >>> 0;
    hi = newHi;
    lo = newLo;
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}
