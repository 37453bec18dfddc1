import type { SpecReason } from '@gauntlet/contracts/codes';
import type { HeaderBlock } from './text.js';

export interface EngineData {
  reading: 'deferred' | 'not_deferred' | 'absent' | 'duplicated';
  /** 1-based lines of the `**Engine:**` lines in the header block. */
  lines: number[];
}

export interface EngineReading {
  data: EngineData;
  codes: Array<{ code: SpecReason; line?: number; message: string; advisory?: boolean }>;
}

const ENGINE_PREFIX = '**Engine:**';
const DEFERRED = /^\*\*Engine:\*\*[ \t]+deferred[ \t]*$/;

/** `engineMarker` (docs/rules/spec/README.md#engine-marker): the `**Engine:** deferred` marker of the header block. */
export function readEngine(lines: readonly string[], header: HeaderBlock): EngineReading {
  const found: number[] = [];
  for (let i = header.start; i < header.end; i++) if ((lines[i] as string).startsWith(ENGINE_PREFIX)) found.push(i + 1);
  if (found.length === 0) {
    const codes: EngineReading['codes'] = [{ code: 'engine_line_absent', message: 'The header block has no **Engine:** line.' }];
    for (let i = header.end; i < lines.length; i++) {
      if ((lines[i] as string).startsWith(ENGINE_PREFIX)) {
        codes.push({ code: 'engine_line_outside_header', line: i + 1, advisory: true, message: `The **Engine:** line on line ${i + 1} is below the header block, where it does not count.` });
        break;
      }
    }
    return { data: { reading: 'absent', lines: [] }, codes };
  }
  if (found.length > 1) {
    return {
      data: { reading: 'duplicated', lines: found },
      codes: [{ code: 'engine_line_duplicated', line: found[1], message: `The header block has ${found.length} **Engine:** lines (lines ${found.join(', ')}).` }],
    };
  }
  const line = found[0] as number;
  if (DEFERRED.test(lines[line - 1] as string)) {
    return { data: { reading: 'deferred', lines: found }, codes: [{ code: 'engine_deferred', line, message: 'Engine: deferred (spec now, implementation later).' }] };
  }
  return {
    data: { reading: 'not_deferred', lines: found },
    codes: [{ code: 'engine_not_deferred', line, message: 'The **Engine:** value is not exactly "deferred" (nothing may follow it but blanks).' }],
  };
}
