import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * The checkbox of a form's field that must be ticked to send it (agreeing to the terms or to a
 * sign-up's rules), bound to react-hook-form as a controlled boolean.
 */
export function AgreementCheckbox<TForm extends FieldValues>({
  control,
  name,
  label,
  error,
}: {
  control: Control<TForm>;
  name: Path<TForm>;
  label: ReactNode;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          name={field.name}
          ref={field.ref}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          label={label}
          error={error}
        />
      )}
    />
  );
}
