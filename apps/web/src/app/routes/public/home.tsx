import { Box, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { plainButtonClass } from '../../../components/ui/plain-button';
import { paths } from '../../../config/paths';
import { usePageHead } from '../../../lib/page-head';
import { CounselorsPreview, TopicsPreview } from './home-previews';
import classes from './home.module.css';
import { CardGrid } from '../../../components/ui/card-grid';

const steps = ['find', 'book', 'trial', 'pay', 'meet'] as const;
const privacyPoints = ['confidential', 'reviewed', 'encrypted', 'secureVideo'] as const;

/** The front door: the tagline, the ways in (counselors, topics, a few of each), how it works, and privacy. */
export default function HomePage() {
  const { t } = useTranslation('home');
  usePageHead({ title: t('title'), description: t('hero.lead') });

  return (
    <>
      <Box className={classes.hero} py={{ base: 48, md: 80 }}>
        <Container size="md">
          <Stack align="center" ta="center" gap="lg">
            <Title order={1} fz={{ base: 28, md: 40 }} c="sea.8">
              {t('hero.title')}
            </Title>
            <Text fz="lg" maw={640}>
              {t('hero.lead')}
            </Text>
            <Group justify="center">
              <Link to={paths.team.getHref()} className={plainButtonClass('filled', 'md')}>
                {t('hero.findCounselor')}
              </Link>
              <Link to={paths.focusIssues.getHref()} className={plainButtonClass('outline', 'md')}>
                {t('hero.exploreTopics')}
              </Link>
            </Group>
          </Stack>
        </Container>
      </Box>

      <CounselorsPreview />
      <TopicsPreview />

      <Container size="lg" py="xl" component="section" aria-labelledby="how-title">
        <Title order={2} id="how-title" ta="center" mb="xl">
          {t('how.title')}
        </Title>
        <CardGrid ordered cols={{ base: 1, md: 2, lg: 3 }}>
          {steps.map((step, index) => (
            <Paper component="li" key={step} withBorder p="lg">
              <Group align="flex-start" wrap="nowrap">
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <Title order={3} fz="lg" mb={4}>
                    {t(`how.${step}.title`)}
                  </Title>
                  <Text>{t(`how.${step}.text`)}</Text>
                </div>
              </Group>
            </Paper>
          ))}
        </CardGrid>
      </Container>

      <Box bg="sea.0" py="xl" component="section" aria-labelledby="privacy-title">
        <Container size="md">
          <Title order={2} id="privacy-title" ta="center" mb="lg">
            {t('privacy.title')}
          </Title>
          <List spacing="sm" size="md" center={false}>
            {privacyPoints.map((point) => (
              <List.Item key={point}>{t(`privacy.${point}`)}</List.Item>
            ))}
          </List>
        </Container>
      </Box>

      <Container size="md" py="xl" component="section" aria-labelledby="crisis-title">
        {/* A quiet notice, not an alert: it is always there, and nothing went wrong. */}
        <Paper withBorder p="md" bg="sea.0">
          <Title order={2} fz="md" id="crisis-title" mb="xs">
            {t('crisis.title')}
          </Title>
          <Text>{t('crisis.text')}</Text>
        </Paper>
      </Container>
    </>
  );
}
