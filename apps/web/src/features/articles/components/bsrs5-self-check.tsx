import { Alert, Box, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CrisisLineList } from '../../../components/ui/crisis-lines';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import {
  BSRS5_ITEMS,
  BSRS5_RATINGS,
  BSRS5_SCORED_ITEMS,
  bsrs5Band,
  bsrs5Score,
  emptyBsrs5Answers,
  needsCrisisLines,
  unansweredScoredItems,
  type TBsrs5Answers,
  type TBsrs5Item,
  type TBsrs5Rating,
} from './bsrs5';

/** The helplines the extra item's answer brings up, as the site's crisis box names them. */
const crisisLines = [
  { number: '1925', name: 'peaceOfMind' },
  { number: '1995', name: 'lifeline' },
  { number: '1980', name: 'teacherChang' },
] as const;

/** One item: its question as the legend of a group of five radio buttons (arrow keys move between them). */
function RatingItem({
  id,
  number,
  item,
  value,
  onChange,
}: {
  id: string;
  number: number;
  item: TBsrs5Item;
  value: TBsrs5Rating | null;
  onChange: (rating: TBsrs5Rating) => void;
}) {
  const { t } = useTranslation('articles');
  const labels = t('bsrs5.ratings', { returnObjects: true });
  const extra = number > BSRS5_SCORED_ITEMS;
  return (
    <Box component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} p={0} mb="xs">
        {t('bsrs5.itemLegend', { number, text: t(`bsrs5.items.${item}`) })}
        {extra && (
          <Text component="span" fw={400} fz="sm" c="gray.8">
            {' '}
            {t('bsrs5.extraItem')}
          </Text>
        )}
      </Text>
      <Group gap="md" wrap="wrap" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
        {BSRS5_RATINGS.map((rating) => (
          <Radio
            key={rating}
            id={`${id}-${rating}`}
            name={id}
            value={String(rating)}
            label={labels[rating]}
            checked={value === rating}
            onChange={() => onChange(rating)}
          />
        ))}
      </Group>
    </Box>
  );
}

/** The helplines, shown whatever the total once the extra item says thoughts of suicide weigh on the reader. */
function CrisisAlert() {
  const { t } = useTranslation('articles');
  return (
    <Alert
      role="region"
      color="sea.8"
      variant="light"
      title={t('bsrs5.crisis.title')}
      styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="xs">
        <Text>{t('bsrs5.crisis.text')}</Text>
        <CrisisLineList
          lines={crisisLines.map((line) => {
            const name = t(`bsrs5.crisis.lines.${line.name}`);
            return {
              number: line.number,
              name,
              callLabel: t('bsrs5.crisis.call', { number: line.number, name }),
            };
          })}
        />
        <Text fw={600}>{t('bsrs5.crisis.danger')}</Text>
      </Stack>
    </Alert>
  );
}

/** The total, what it means, that it is no diagnosis, and whom to talk to. */
function Result({ score }: { score: number }) {
  const { t } = useTranslation('articles');
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t('bsrs5.resultTitle')}
      </Title>
      <Text fw={700} fz="lg">
        {t('bsrs5.score', { score })}
      </Text>
      <Text fz="lg">{t(`bsrs5.bands.${bsrs5Band(score)}`)}</Text>
      <Text>{t('bsrs5.reference')}</Text>
      <Text fw={600}>{t('bsrs5.nextSteps')}</Text>
      <Group>
        <Button component={Link} to={paths.team.getHref()}>
          {t('bsrs5.team')}
        </Button>
        <Button component={Link} to={paths.faq.getHref('trial')} variant="light">
          {t('bsrs5.trial')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The BSRS-5 self-check under its article: six items answered with radio buttons, scored here in
 * the browser — nothing of the answers leaves the page. The result (and the helplines, when the
 * extra item calls for them) is announced politely as it appears.
 */
export function Bsrs5SelfCheck() {
  const { t } = useTranslation('articles');
  const [answers, setAnswers] = useState<TBsrs5Answers>(emptyBsrs5Answers);
  const [submitted, setSubmitted] = useState(false);
  const baseId = useId();
  const headingId = `${baseId}-title`;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const score = bsrs5Score(answers);
  const missing = unansweredScoredItems(answers);
  const answer = (index: number, rating: TBsrs5Rating) =>
    setAnswers((current) => current.map((value, at) => (at === index ? rating : value)));
  const itemId = (index: number) => `${baseId}-item-${index}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // Straight to the first question still unanswered, if any.
    const first = missing[0];
    if (first !== undefined) document.getElementById(`${itemId(first - 1)}-0`)?.focus();
  };
  const reset = () => {
    setAnswers(emptyBsrs5Answers);
    setSubmitted(false);
    headingRef.current?.focus();
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Title order={2} fz="h3" id={headingId} ref={headingRef} tabIndex={-1}>
          {t('bsrs5.title')}
        </Title>
        <Text>{t('bsrs5.intro')}</Text>
        <form aria-label={t('bsrs5.formLabel')} onSubmit={submit} noValidate>
          <Stack gap="lg">
            {BSRS5_ITEMS.map((item, index) => (
              <RatingItem
                key={item}
                id={itemId(index)}
                number={index + 1}
                item={item}
                value={answers[index] ?? null}
                onChange={(rating) => answer(index, rating)}
              />
            ))}
            <Group>
              <Button type="submit">{t('bsrs5.submit')}</Button>
              <Button type="button" variant="default" onClick={reset}>
                {t('bsrs5.reset')}
              </Button>
            </Group>
            <Text fz="sm" c="gray.8">
              {t('bsrs5.privacy')}
            </Text>
          </Stack>
        </form>
        <Stack gap="lg" aria-live="polite">
          {needsCrisisLines(answers) && <CrisisAlert />}
          {submitted &&
            (score === null ? (
              <Text>{t('bsrs5.missing', { numbers: missing.join(t('bsrs5.listSeparator')) })}</Text>
            ) : (
              <Result score={score} />
            ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
