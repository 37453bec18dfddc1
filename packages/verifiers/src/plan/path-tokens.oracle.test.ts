import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lazyPyRegex } from '@gauntlet/core';
import { MAY_HOLD_PATH, foldAscii, isSchemaPath, isTestPath, pathTokens } from './path-tokens.js';
import { ownedPathTokens } from './rules/forbidden-path-conflict.js';

// Rules 11 and 15 read path tokens with string logic instead of the reference's backtracking
// patterns (docs/rules/plan/schema-migration-full-chain.md, docs/rules/plan/forbidden-path-conflict.md).
// The oracles are those patterns, run as a find-all or a full match: a token the string logic
// misses is a schema change, a test path or a forbidden path that goes unseen.

function findAll(pattern: RegExp, text: string, group = 0): string[] {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)].map((m) => m[group] as string);
}

const PATH_TOKEN = lazyPyRegex('(?:^|(?<=[\\s`(]))[\\w./-]+(?=$|[\\s`):,])', 'g');
const fullMatch = (source: string, flags = '') => {
  const pattern = lazyPyRegex(`(?:${source})\\Z`, flags);
  return (token: string): boolean => {
    const re = pattern(token);
    re.lastIndex = 0;
    const m = re.exec(token);
    return m !== null && m.index === 0;
  };
};
const SCHEMA_SOURCES = [
  '(?:[\\w./-]*/)?scripts/migrate_[\\w-]+',
  '(?:[\\w./-]*/)?src/[\\w/-]+/schemas\\.py',
  '(?:[\\w./-]*/)?src/[\\w/-]+/storage\\.py',
  '(?:[\\w./-]*/)?[\\w/-]+/_schema\\.py',
];
const TEST_SOURCES = ['(?:[\\w./-]*/)?(?:tests|test)/[\\w/-]+\\.py', '[\\w/-]*test_[\\w-]+\\.py', '[\\w/-]*[\\w-]+_test\\.py'];
const SCHEMA_FORMS = SCHEMA_SOURCES.map((source) => fullMatch(source));
const TEST_FORMS = TEST_SOURCES.map((source) => fullMatch(source));
// The reference matches the raw token ignoring case (Python re.IGNORECASE).
const SCHEMA_FORMS_CI = SCHEMA_SOURCES.map((source) => fullMatch(source, 'i'));
const TEST_FORMS_CI = TEST_SOURCES.map((source) => fullMatch(source, 'i'));
const OWNED = /[`"']?([A-Za-z0-9_./\-*]+\.[A-Za-z0-9]+|\.?[A-Za-z0-9_./\-*]+\/[A-Za-z0-9_./\-*]+)[`"']?/g;

const segment = fc.constantFrom('src', 'scripts', 'tests', 'test', 'migrate_', 'migrate_v3', 'test_', '_test', '_schema', 'schemas', 'storage', 'a', 'b-c', 'x1', '\u00e9t\u00e9', '\u{1d400}', 'SRC', 'Tests', '');
const glue = fc.constantFrom('/', '/', '/', '.', '.py', '_', '-', '.PY', '.md', '');
const token = fc.array(fc.tuple(segment, glue), { maxLength: 8 }).map((parts) => parts.flat().join(''));
const delimiter = fc.constantFrom(' ', '`', '(', ')', ':', ',', '\t', '\u00a0', '"', "'", '*', '!', '[', '\u{1f600}', '');
const line = fc.array(fc.tuple(delimiter, token), { maxLength: 6 }).map((parts) => parts.flat().join(''));
// Upper case and the four non-ASCII letters Python's IGNORECASE matches with i, k and s.
const casedSegment = fc.constantFrom('SRC', '\u017frc', 'Scripts', 'SCRIPTS', '\u017fcripts', 'M\u0130GRATE_', 'm\u0131grate_x', 'TE\u017fTS', 'Test', 'TEST_', '_TEST', '_\u017fchema', 'SCHEMAS', '\u017ftorage', 'STORAGE', '\u212a', 'a', 'Z', '');
const casedGlue = fc.constantFrom('/', '/', '.', '.PY', '.pY', '.py', '_', '-', '');
const casedToken = fc.array(fc.tuple(casedSegment, casedGlue), { maxLength: 6 }).map((parts) => parts.flat().join(''));

describe("plan's path tokens against the reference's patterns", () => {
  it('pathTokens is the find-all of the path-token pattern (property)', () => {
    fc.assert(
      fc.property(line, (text) => {
        expect(pathTokens(text)).toEqual(findAll(PATH_TOKEN(text), text));
      }),
      { numRuns: 3000 },
    );
  });

  it('isSchemaPath and isTestPath are full matches of the schema and test forms (property)', () => {
    fc.assert(
      fc.property(token, (raw) => {
        const folded = foldAscii(raw);
        expect(isSchemaPath(folded)).toBe(SCHEMA_FORMS.some((form) => form(folded)));
        expect(isTestPath(folded)).toBe(TEST_FORMS.some((form) => form(folded)));
      }),
      { numRuns: 5000 },
    );
  });

  it('foldAscii then the forms is the reference ignoring case, on the raw token (property)', () => {
    fc.assert(
      fc.property(casedToken, (raw) => {
        const folded = foldAscii(raw);
        expect(isSchemaPath(folded)).toBe(SCHEMA_FORMS_CI.some((form) => form(raw)));
        expect(isTestPath(folded)).toBe(TEST_FORMS_CI.some((form) => form(raw)));
      }),
      { numRuns: 3000 },
    );
  });

  it('MAY_HOLD_PATH holds on every line with a schema or test path token (property)', () => {
    const anyLine = fc.array(fc.tuple(delimiter, fc.oneof(token, casedToken)), { maxLength: 4 }).map((parts) => parts.flat().join(''));
    fc.assert(
      fc.property(anyLine, (text) => {
        const holds = pathTokens(text).some((raw) => isSchemaPath(foldAscii(raw)) || isTestPath(foldAscii(raw)));
        if (holds) expect(MAY_HOLD_PATH.test(text)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('ownedPathTokens is the find-all of the files_owned pattern (property)', () => {
    const owned = fc.array(fc.constantFrom('a', 'B9', '.', '/', '*', '-', '_', '`', '"', "'", ' ', ',', '.md', 'x/y', '.github', 'é', '[', ']'), { maxLength: 16 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(owned, (text) => {
        expect(ownedPathTokens(text)).toEqual(findAll(OWNED, text, 1));
      }),
      { numRuns: 5000 },
    );
  });

  it('ownedPathTokens on the edges of its character classes (property)', () => {
    // Each class bound with its outside neighbour: ) * + , - . / 0 9 : @ A Z [ ^ _ ` a z { and others.
    const edges = fc.array(fc.constantFrom(')', '*', '+', ',', '-', '.', '/', '0', '9', ':', '@', 'A', 'Z', '[', '^', '_', '`', 'a', 'z', '{', ' ', '"', "'", '\u00e9'), { maxLength: 14 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(edges, (text) => {
        expect(ownedPathTokens(text)).toEqual(findAll(OWNED, text, 1));
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ['scripts/migrate_state_v4', true, false],
    ['scripts/migrate_v3.py', false, false],
    ['a/scripts/migrate_x', true, false],
    ['ascripts/migrate_x', false, false],
    ['scripts/migrate_', false, false],
    // No `/` at all: `scripts` must still end a segment before `/migrate_`.
    ['migrate_scripts_', false, false],
    ['migrate_scriptsx', false, false],
    ['src/orders/schemas.py', true, false],
    ['src//schemas.py', false, false],
    ['src/a//schemas.py', true, false],
    ['src/\u00e9t\u00e9/schemas.py', true, false],
    ['src/schemas.py', false, false],
    ['x.y/src/a/storage.py', true, false],
    ['src.v2/a/storage.py', false, false],
    ['a/_schema.py', true, false],
    ['/_schema.py', false, false],
    ['a.b/c/_schema.py', true, false],
    ['a.b/_schema.py', false, false],
    ['a.b//_schema.py', false, false],
    // A `/` right after the last dot starts the stretch: `a./` is the prefix, `b` the stretch.
    ['a./b/_schema.py', true, false],
    ['tests/test_orders.py', false, true],
    ['test/a.py', false, true],
    ['tests/.py', false, false],
    ['a/test_x.py', false, true],
    ['test_.py', false, false],
    ['a/b_test.py', false, true],
    ['a/_test.py', false, false],
    ['a/x_test.py', false, true],
    ['/_test.py', false, false],
  ])('%s: schema path %s, test path %s', (path, schema, test) => {
    expect([isSchemaPath(path), isTestPath(path)]).toEqual([schema, test]);
    expect([SCHEMA_FORMS.some((form) => form(path)), TEST_FORMS.some((form) => form(path))]).toEqual([schema, test]);
  });
});
