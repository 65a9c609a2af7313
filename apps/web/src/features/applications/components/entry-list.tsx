import { APPLICATION_LIMITS } from '@app/contracts/counselor-applications';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useApplicationFields, type TBindable, type TBoundFields, type TKeysOf } from './bound-fields';

type TItemOf<L> = L extends (infer E)[] ? E : never;

/**
 * The list `list` of the answers (education entries, referrers…): each entry a card of its fields
 * with a remove button, then add, up to `limit`.
 */
export function EntryList<T, K extends TKeysOf<T, unknown[]>>({
  answers,
  list,
  empty,
  limit = APPLICATION_LIMITS.entries,
  render,
}: {
  answers: TBindable<T>;
  list: K;
  empty: TItemOf<T[K]>;
  limit?: number;
  render: (fields: TBoundFields<TItemOf<T[K]>>) => ReactNode;
}) {
  const { t } = useTranslation('application');
  const validationText = useValidationText();
  const { bind } = useApplicationFields();
  const { value, onChange, errors, path = '' } = answers;
  const items = value[list] as TItemOf<T[K]>[];
  const change = (next: TItemOf<T[K]>[]) => onChange({ ...value, [list]: next });
  const error = errors[`${path}${list}`];
  return (
    <Stack gap="sm">
      {items.map((item, index) => (
        <Card key={index} withBorder padding="sm">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3} fz="md">
                {t('entry', { number: index + 1 })}
              </Title>
              <Button
                variant="subtle"
                size="xs"
                color="red"
                onClick={() => change(items.filter((_, other) => other !== index))}
              >
                {t('actions.remove')}
              </Button>
            </Group>
            {render(
              bind({
                ...answers,
                value: item,
                onChange: (next) => change(items.map((old, other) => (other === index ? next : old))),
                path: `${path}${list}.${index}.`,
              }),
            )}
          </Stack>
        </Card>
      ))}
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="default" disabled={items.length >= limit} onClick={() => change([...items, empty])}>
          {t('actions.add')}
        </Button>
        {items.length >= limit && <Text size="sm">{validationText('validation.limit_reached')}</Text>}
      </Group>
    </Stack>
  );
}
