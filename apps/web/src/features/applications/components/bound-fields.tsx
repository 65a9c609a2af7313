import {
  APPLICATION_CHOICES,
  APPLICATION_LIMITS,
  type TApplicationChoice,
} from '@app/contracts/counselor-applications';
import type { TUpload, TUploadPurpose } from '@app/contracts/uploads';
import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FileField } from '../../../components/ui/file-field';
import { ChoiceField, MultiField, TextField } from './fields';

/** What every step's form gets: its answers, their errors by dotted path, and the uploads. */
export type TStepProps<T> = {
  value: T;
  onChange: (value: T) => void;
  errors: Record<string, string>;
  files: Record<string, TUpload>;
  onUploaded: (upload: TUpload) => void;
};

/** Answers to bind fields to: a step's, or a part of them found at `path` ('entries.0.'). */
export type TBindable<T> = Omit<TStepProps<T>, 'files' | 'onUploaded'> &
  Partial<Pick<TStepProps<T>, 'files' | 'onUploaded'>> & { path?: string };

type TOption<V> = { value: V; label: string };
export type TKeysOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;
/** `as`: the field's label is `fields.<as>` rather than `fields.<key>`. */
type TLabelled = { as?: string };
type TItemOf<L> = L extends (infer E extends string)[] ? E : never;

/** The fields of one object of answers, each named by its key. */
export type TBoundFields<T> = {
  /** A text; `long` ones are several lines with a counter up to the long-text limit. */
  text<K extends TKeysOf<T, string>>(key: K, options?: TLabelled & { long?: boolean }): ReactNode;
  /** One of `choices`, null until chosen. */
  choice<K extends keyof T & string>(
    key: K,
    choices: TOption<NonNullable<T[K]> & (string | number | boolean)>[],
    options?: TLabelled,
  ): ReactNode;
  /** Several of `choices`. */
  multi<K extends TKeysOf<T, string[]>>(
    key: K,
    choices: TOption<TItemOf<T[K]>>[],
    options?: TLabelled,
  ): ReactNode;
  /** A yes-or-no tick. */
  check<K extends TKeysOf<T, boolean>>(key: K): ReactNode;
  /** A document: the upload's id, null until one is chosen. */
  file<K extends TKeysOf<T, string | null>>(key: K, purpose: TUploadPurpose): ReactNode;
  /** The fields of an object within these answers (an answer with its 'other' text, say). */
  within<K extends TKeysOf<T, object>>(key: K): TBoundFields<T[K]>;
};

/**
 * Fields bound to one object of answers by key: each takes its label (`fields.<key>`), value,
 * change and error (`<path><key>`) from the key, so a step's form lists only which fields it has.
 */
export function useApplicationFields() {
  const { t } = useTranslation('application');
  const label = (key: string, as?: string) => t(`fields.${as ?? key}` as never) as string;

  /** The options of a question answered by choosing, with their texts. */
  const options = <C extends TApplicationChoice>(name: C) =>
    (APPLICATION_CHOICES[name] as readonly (typeof APPLICATION_CHOICES)[C][number][]).map((value) => ({
      value,
      label: t(`options.${name}.${value}` as never) as string,
    }));

  const bind = <T,>(answers: TBindable<T>): TBoundFields<T> => {
    const { value, onChange, errors, path = '', files = {}, onUploaded } = answers;
    const set =
      <K extends keyof T>(key: K) =>
      (next: T[K]) =>
        onChange({ ...value, [key]: next });
    /** The setter of a key whose type the caller's constraint guarantees. */
    const setAs = <V,>(key: keyof T) => set(key) as unknown as (next: V) => void;
    const error = (key: string) => errors[`${path}${key}`];
    return {
      text: (key, { as, long = false } = {}) => (
        <TextField
          label={label(key, as)}
          {...(long ? { long, max: APPLICATION_LIMITS.longText } : {})}
          value={value[key] as string}
          onChange={setAs<string>(key)}
          error={error(key)}
        />
      ),
      choice: (key, choices, { as } = {}) => (
        <ChoiceField
          label={label(key, as)}
          value={value[key] as (typeof choices)[number]['value'] | null}
          options={choices}
          onChange={setAs(key)}
          error={error(key)}
        />
      ),
      multi: (key, choices, { as } = {}) => (
        <MultiField
          label={label(key, as)}
          value={value[key] as (typeof choices)[number]['value'][]}
          options={choices}
          onChange={setAs(key)}
          error={error(key)}
        />
      ),
      check: (key) => (
        <Checkbox
          label={label(key)}
          checked={value[key] as boolean}
          onChange={(event) => setAs<boolean>(key)(event.currentTarget.checked)}
        />
      ),
      file: (key, purpose) => {
        const id = value[key] as string | null;
        return (
          <FileField
            label={label(key)}
            purpose={purpose}
            value={id}
            file={id ? files[id] : undefined}
            onChange={(upload) => {
              if (upload) onUploaded?.(upload);
              setAs<string | null>(key)(upload?.id ?? null);
            }}
            error={error(key)}
          />
        );
      },
      within: (key) =>
        bind({
          value: value[key],
          onChange: set(key),
          errors,
          path: `${path}${key}.`,
          files,
          ...(onUploaded ? { onUploaded } : {}),
        }),
    };
  };

  return { bind, options };
}
