import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';

/** Taiwan's emergency numbers and helplines, as the home page and the footer name them. */
const lines = [
  { number: '110', name: 'police' },
  { number: '119', name: 'fire' },
  { number: '1925', name: 'peaceOfMind' },
  { number: '1995', name: 'lifeline' },
  { number: '1980', name: 'teacherChang' },
] as const;

/** Where to turn at once, each number a link that dials it on a phone. Its page loads the help texts. */
export function CrisisLines() {
  const { t } = useTranslation('help');
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} bg="sea.0" p="lg">
      <Title order={2} fz="h3" id={headingId} mb="xs">
        {t('crisis.title')}
      </Title>
      <Text mb="sm">{t('crisis.text')}</Text>
      <CrisisLineList
        lines={lines.map((line) => {
          const name = t(`crisis.lines.${line.name}`);
          return { number: line.number, name, callLabel: t('crisis.call', { number: line.number, name }) };
        })}
      />
    </Paper>
  );
}

/** Numbers to call, each a link that dials it on a phone and says whom it calls. */
export function CrisisLineList({ lines }: { lines: { number: string; name: string; callLabel: string }[] }) {
  return (
    <List spacing="xs">
      {lines.map((line) => (
        <List.Item key={line.number}>
          <Anchor href={`tel:${line.number}`} fw={700} aria-label={line.callLabel}>
            {line.number}
          </Anchor>{' '}
          {line.name}
        </List.Item>
      ))}
    </List>
  );
}
