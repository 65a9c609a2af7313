import { TOPIC_CATEGORIES } from '@app/contracts/topic-categories';
import { Anchor, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import {
  searchGenders,
  searchServiceTypes,
  topicSearchOf,
  type TTopicSearch,
} from '../../../features/topics/api/get-published-topics';
import { topicCategoryLabel } from '../../../features/topics/components/topic-category';
import { TopicList } from '../../../features/topics/components/topic-list';
import { formQuery, listingParams, pageParam } from '../../../lib/page-param';

/** While nothing is published: say so, and point to what there is. */
function NoTopicsYet() {
  const { t } = useTranslation('directory');
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('focusIssues.empty')}</Text>
      <Group>
        <Button component={Link} to={paths.team.getHref()}>
          {t('focusIssues.teamLink')}
        </Button>
        <Button component={Link} to={paths.faq.getHref('trial')} variant="light">
          {t('focusIssues.trialLink')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Lengths a client chooses from, by their CourseLength code. */
const lengthOptions = [
  { code: '0', minutes: 50 },
  { code: '1', minutes: 80 },
  { code: '2', minutes: 25 },
  { code: '3', minutes: 20 },
] as const;

/** The search form: sent as the page's address, so a search can be shared and is rendered by the server. */
function TopicSearchForm({
  search,
  onSearch,
}: {
  search: TTopicSearch;
  onSearch: (next: TTopicSearch) => void;
}) {
  const { t } = useTranslation('directory');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = formQuery(event.currentTarget);
    for (const key of ['minPrice', 'maxPrice']) query.set(key, query.get(key)?.replace(/\D/gu, '') ?? '');
    onSearch(topicSearchOf(query));
  };
  return (
    <form role="search" aria-label={t('focusSearch.label')} onSubmit={submit}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('focusSearch.keyword')}
            description={t('focusSearch.keywordHint')}
            name="keyword"
            defaultValue={search.keyword ?? ''}
            maxLength={50}
            style={{ flex: '2 1 16rem' }}
          />
          <NativeSelect
            label={t('focusSearch.category')}
            name="category"
            defaultValue={search.category ?? ''}
            data={[
              { value: '', label: t('focusSearch.any') },
              ...TOPIC_CATEGORIES.map((category) => ({
                value: category,
                label: topicCategoryLabel(t, category),
              })),
            ]}
            style={{ flex: '1 1 10rem' }}
          />
          <NativeSelect
            label={t('focusSearch.length')}
            name="length"
            defaultValue={search.length ?? ''}
            data={[
              { value: '', label: t('focusSearch.any') },
              ...lengthOptions.map(({ code, minutes }) => ({
                value: code,
                label: t('focusIssues.minutes', { minutes }),
              })),
            ]}
            style={{ flex: '1 1 8rem' }}
          />
          <NativeSelect
            label={t('focusSearch.gender')}
            name="gender"
            defaultValue={search.gender ?? ''}
            data={[
              { value: '', label: t('focusSearch.any') },
              ...searchGenders.map((gender) => ({
                value: gender,
                label: t(`focusSearch.genders.${gender}`),
              })),
            ]}
            style={{ flex: '1 1 8rem' }}
          />
          <NativeSelect
            label={t('focusSearch.serviceType')}
            name="serviceType"
            defaultValue={search.serviceType ?? ''}
            data={[
              { value: '', label: t('focusSearch.any') },
              ...searchServiceTypes.map((type) => ({
                value: type,
                label: t(`focusSearch.serviceTypes.${type}`),
              })),
            ]}
            style={{ flex: '1 1 8rem' }}
          />
        </Group>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('focusSearch.minPrice')}
            inputMode="numeric"
            name="minPrice"
            defaultValue={search.minPrice ?? ''}
            style={{ flex: '1 1 8rem' }}
          />
          <TextInput
            label={t('focusSearch.maxPrice')}
            inputMode="numeric"
            name="maxPrice"
            defaultValue={search.maxPrice ?? ''}
            style={{ flex: '1 1 8rem' }}
          />
          <Checkbox
            label={t('focusSearch.hasSlotThisWeek')}
            name="hasSlotThisWeek"
            value="true"
            defaultChecked={search.hasSlotThisWeek === 'true'}
            mb={8}
          />
          <Checkbox
            label={t('focusSearch.freeTrial')}
            name="freeTrial"
            value="true"
            defaultChecked={search.freeTrial === 'true'}
            mb={8}
          />
          <Button type="submit">{t('focusSearch.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /focusissues: the published counselling topics, searched and filtered, a page at a time. */
export default function FocusIssuesPage() {
  const { t } = useTranslation('directory');
  const [searchParams, setSearchParams] = useSearchParams();
  const search = topicSearchOf(searchParams);
  const searching = Object.keys(search).length > 0;
  return (
    <ContentPage title={t('focusIssues.title')} lead={t('focusIssues.lead')} size="lg">
      <Stack gap="xl">
        <Text>
          {t('focusIssues.lecturesLead')}{' '}
          <Anchor component={Link} to={paths.viewCounselorOnlineGroup.index.getHref()}>
            {t('focusIssues.lecturesLink')}
          </Anchor>
        </Text>
        <TopicSearchForm
          key={searchParams.toString()}
          search={search}
          onSearch={(next) => setSearchParams(listingParams(next))}
        />
        <TopicList
          page={pageParam(searchParams.get('page'))}
          search={search}
          onPageChange={(page) => setSearchParams(listingParams(search, page))}
          empty={searching ? <Text>{t('focusSearch.none')}</Text> : <NoTopicsYet />}
        />
      </Stack>
    </ContentPage>
  );
}
