import { Checkbox, Group, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** A text field of the application; `max` shows a counter. */
export function TextField({
  label,
  value,
  onChange,
  error,
  long = false,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  long?: boolean;
  max?: number;
}) {
  const common = {
    label,
    value,
    error,
    description: max ? `${value.trim().length} / ${max}` : undefined,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return long ? <Textarea autosize minRows={3} {...common} /> : <TextInput {...common} />;
}

/** One choice from a list (null until chosen). */
export function ChoiceField<T extends string | number | boolean>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: T | null;
  options: { value: T; label: string }[];
  onChange: (value: T | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('application');
  return (
    <NativeSelect
      label={label}
      error={error}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const picked = options.find((option) => String(option.value) === event.currentTarget.value);
        onChange(picked ? picked.value : null);
      }}
      data={[
        { value: '', label: t('choose') },
        ...options.map((option) => ({ value: String(option.value), label: option.label })),
      ]}
    />
  );
}

/** Several choices (check boxes). */
export function MultiField<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: T[];
  options: { value: T; label: string }[];
  onChange: (value: T[]) => void;
  error?: string | undefined;
}) {
  return (
    <Checkbox.Group label={label} value={value} onChange={(next) => onChange(next as T[])} error={error}>
      <Group mt={4} gap="md">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
