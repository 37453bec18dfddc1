/** One question of a gate payload, after shape validation. */
export interface GateQuestion {
  /** 0-based position in `questions` (0 for a bare question). */
  index: number;
  question: string;
  header: string;
  options: Array<{ label: string; description?: string }>;
  /** As given; anything but `false` is a finding, a non-boolean is malformed. */
  multiSelect: boolean | undefined;
}

export type ParsedGatePrompt = { ok: true; questions: GateQuestion[] } | { ok: false; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseQuestion(value: unknown, index: number, where: string): GateQuestion | string {
  if (!isObject(value)) return `${where} is not an object`;
  const { question, header, options, multiSelect } = value;
  if (typeof question !== 'string') return `${where}.question is missing or not a string`;
  if (typeof header !== 'string') return `${where}.header is missing or not a string`;
  if (!Array.isArray(options)) return `${where}.options is missing or not an array`;
  if (multiSelect !== undefined && typeof multiSelect !== 'boolean') return `${where}.multiSelect is not a boolean`;
  const parsedOptions: GateQuestion['options'] = [];
  for (const [i, option] of options.entries()) {
    if (!isObject(option) || typeof option.label !== 'string') return `${where}.options[${i}].label is missing or not a string`;
    if (option.description !== undefined && typeof option.description !== 'string') {
      return `${where}.options[${i}].description is not a string`;
    }
    parsedOptions.push(option.description === undefined ? { label: option.label } : { label: option.label, description: option.description });
  }
  return { index, question, header, options: parsedOptions, multiSelect };
}

/**
 * Validates the shape of a gate payload: `{"questions": [...]}` or a bare question object.
 * Takes a JSON value (already parsed); a wrong shape is reported, never thrown.
 */
export function parseGatePrompt(value: unknown): ParsedGatePrompt {
  if (isObject(value) && 'questions' in value) {
    if (!Array.isArray(value.questions)) return { ok: false, problem: 'questions is not an array' };
    if (value.questions.length === 0) return { ok: false, problem: 'questions is empty' };
    const questions: GateQuestion[] = [];
    for (const [i, item] of value.questions.entries()) {
      const parsed = parseQuestion(item, i, `questions[${i}]`);
      if (typeof parsed === 'string') return { ok: false, problem: parsed };
      questions.push(parsed);
    }
    return { ok: true, questions };
  }
  const parsed = parseQuestion(value, 0, 'the payload');
  return typeof parsed === 'string' ? { ok: false, problem: parsed } : { ok: true, questions: [parsed] };
}
