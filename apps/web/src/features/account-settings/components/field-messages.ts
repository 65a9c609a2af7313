/** The first message of each top-level field among a schema's issues, keyed by the field. */
export function firstMessages<TField extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<TField, string>> {
  const messages: Partial<Record<TField, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as TField;
    messages[field] ??= issue.message;
  }
  return messages;
}
