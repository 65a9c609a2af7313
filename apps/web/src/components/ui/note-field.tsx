import { Textarea } from '@mantine/core';

/** A short note of two lines sent with a decision (a review's reason, a topic's revision note). */
export function NoteField({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <Textarea
      label={label}
      description={hint}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      rows={2}
    />
  );
}
