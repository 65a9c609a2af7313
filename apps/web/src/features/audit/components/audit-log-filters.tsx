import { auditActions, type TAuditAction } from '@app/contracts/audit';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { TAuditLogFilter } from '../api/get-audit-log';
import { useActionLabel } from './audit-labels';

/** The user and action filters; applied when the expert searches, not on every keystroke. */
export function AuditLogFilters({
  filter,
  onApply,
}: {
  filter: TAuditLogFilter;
  onApply: (filter: TAuditLogFilter) => void;
}) {
  const { t } = useTranslation('audit');
  const actionLabel = useActionLabel();
  const [user, setUser] = useState(filter.user);
  const [action, setAction] = useState<TAuditAction | null>(filter.action);

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ user: user.trim(), action });
  }

  function clear() {
    setUser('');
    setAction(null);
    onApply({ user: '', action: null });
  }

  return (
    <form onSubmit={submit} aria-label={t('filters.label')} role="search">
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('filters.user')}
          description={t('filters.userDescription')}
          value={user}
          onChange={(event) => setUser(event.currentTarget.value)}
          maxLength={254}
          w={{ base: '100%', sm: 320 }}
        />
        <NativeSelect
          label={t('filters.action')}
          value={action ?? ''}
          onChange={(event) => setAction(toAction(event.currentTarget.value))}
          data={[
            { value: '', label: t('filters.allActions') },
            ...auditActions.map((value) => ({ value, label: actionLabel(value) })),
          ]}
          w={{ base: '100%', sm: 240 }}
        />
        <Group gap="sm">
          <Button type="submit">{t('filters.apply')}</Button>
          <Button type="button" variant="default" onClick={clear}>
            {t('filters.clear')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}

function toAction(value: string): TAuditAction | null {
  return (auditActions as readonly string[]).includes(value) ? (value as TAuditAction) : null;
}
