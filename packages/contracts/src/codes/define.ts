/**
 * The reason-code pattern every family follows: an `as const` object whose keys equal its
 * snake_case values, plus a union type of the same name.
 *
 * ```ts
 * export const PartitionReason = { partition_overlap: 'partition_overlap' } as const;
 * export type PartitionReason = CodeOf<typeof PartitionReason>;
 * ```
 *
 * A test per family locks the documented set: adding or renaming a code is a deliberate change.
 */
export type CodeOf<T extends Readonly<Record<string, string>>> = T[keyof T];

/** Every code of a reason-code object, in declaration order. */
export function codesOf<T extends Readonly<Record<string, string>>>(codes: T): Array<CodeOf<T>> {
  return Object.values(codes) as Array<CodeOf<T>>;
}
