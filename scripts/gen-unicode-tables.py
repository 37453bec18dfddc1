#!/usr/bin/env python3
"""Writes packages/core/src/python/unicode-tables.ts: Python 3.11's character classes, and the
characters Node's RegExp Unicode properties add to them.

Run by hand with CPython 3.11 and Node on the PATH, from the repository root:
    python3 scripts/gen-unicode-tables.py
With CPython 3.11.7 and Node 20.20 it reproduces the committed file byte for byte (checked when
it was added); CI does not run it. Other versions write other tables: that is the point of
pinning them in a file.
"""
import json
import subprocess
import sys
import unicodedata

OUT = 'packages/core/src/python/unicode-tables.ts'
MAX = 0x110000


def ranges_of(test):
    out = []
    start = None
    for cp in range(MAX + 1):
        inside = cp < MAX and test(chr(cp))
        if inside and start is None:
            start = cp
        elif not inside and start is not None:
            out.append((start, cp - 1))
            start = None
    return out


def encode(ranges):
    return ','.join(f'{a:x}' if a == b else f'{a:x}-{b:x}' for a, b in ranges)


def table(name, ranges):
    count = sum(b - a + 1 for a, b in ranges)
    return f'/** {count} code points in {len(ranges)} ranges. */\nexport const {name} = \'{encode(ranges)}\';\n'


# Node's view: every code point its `u`-flag property classes match, as ranges (JSON).
NODE_SCRIPT = r'''
const classes = { word: /[\p{L}\p{N}_]/u, decimal: /\p{Nd}/u };
const out = { unicode: process.versions.unicode, node: process.versions.node };
for (const [name, re] of Object.entries(classes)) {
  const ranges = [];
  let start = -1;
  for (let cp = 0; cp <= 0x110000; cp++) {
    const inside = cp < 0x110000 && !(cp >= 0xd800 && cp <= 0xdfff) && re.test(String.fromCodePoint(cp));
    if (inside && start < 0) start = cp;
    else if (!inside && start >= 0) { ranges.push([start, cp - 1]); start = -1; }
  }
  out[name] = ranges;
}
console.log(JSON.stringify(out));
'''


def newer(node_ranges, py_test):
    extra = []
    for a, b in node_ranges:
        for cp in range(a, b + 1):
            if not py_test(chr(cp)):
                extra.append(cp)
    out = []
    for cp in extra:
        if out and out[-1][1] == cp - 1:
            out[-1] = (out[-1][0], cp)
        else:
            out.append((cp, cp))
    return out


def main():
    is_word = lambda c: c.isalnum() or c == '_'
    node = json.loads(subprocess.run(['node', '-e', NODE_SCRIPT], check=True, capture_output=True, text=True).stdout)
    node_major_minor = '.'.join(node['node'].split('.')[:2])
    parts = [
        f'// Generated from CPython {sys.version.split()[0]} (unicodedata {unicodedata.unidata_version}) by scripts/gen-unicode-tables.py; do not edit by hand.\n'
        '// Code-point ranges as comma-separated hex `start-end` (or a single code point), ascending.\n'
        '// They pin the reference\'s Unicode version: Node may know characters Python 3.11 does not.\n',
        table('DECIMAL_RANGES', ranges_of(str.isdecimal)),
        table('DIGIT_RANGES', ranges_of(str.isdigit)),
        table('WORD_RANGES', ranges_of(is_word)),
        table('SPACE_RANGES', ranges_of(str.isspace)),
        table('ALPHA_RANGES', ranges_of(str.isalpha)),
        f'// Code points that Node\'s Unicode ({node["unicode"]} with Node {node_major_minor}) counts as \\p{{L}}\\p{{N}}_ / \\p{{Nd}} but\n'
        '// Python 3.11 (Unicode 14) does not: characters assigned after Unicode 14. They turn the short\n'
        '// property classes into Python\'s exact ones (see charsets.ts, PY_WORD_EXPR).\n'
        f'export const WORD_NEWER_THAN_PY = \'{encode(newer(node["word"], is_word))}\';\n'
        f'export const DECIMAL_NEWER_THAN_PY = \'{encode(newer(node["decimal"], str.isdecimal))}\';\n',
    ]
    with open(OUT, 'w', encoding='utf-8', newline='\n') as f:
        f.write('\n'.join(parts))


if __name__ == '__main__':
    main()
