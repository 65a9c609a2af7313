import { COUNSELOR_LANGUAGES } from '@app/contracts/counselor-languages';
import { TOPIC_CATEGORIES } from '@app/contracts/topic-categories';
import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import {
  counselorSearchOf,
  directoryGenders,
  directoryServiceTypes,
  directorySorts,
  type TCounselorSearch,
} from '../../../features/counselors/api/get-counselors';
import { CounselorList } from '../../../features/counselors/components/counselor-list';
import { formQuery, listingParams, pageParam } from '../../../lib/page-param';
import { useTranslation } from '../../../lib/use-translation';

/** The filters and order: sent as the page's address, so a search can be shared and is rendered by the server. */
function TeamSearchForm({
  search,
  onSearch,
}: {
  search: TCounselorSearch;
  onSearch: (next: TCounselorSearch) => void;
}) {
  const { t } = useTranslation('directory');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = formQuery(event.currentTarget);
    for (const key of ['minPrice', 'maxPrice']) query.set(key, query.get(key)?.replace(/\D/gu, '') ?? '');
    onSearch(counselorSearchOf(query));
  };
  return (
    <form role="search" aria-label={t('teamSearch.label')} onSubmit={submit}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('teamSearch.keyword')}
            description={t('teamSearch.keywordHint')}
            name="keyword"
            defaultValue={search.keyword ?? ''}
            maxLength={50}
            style={{ flex: '2 1 14rem' }}
          />
          <NativeSelect
            label={t('teamSearch.gender')}
            name="gender"
            defaultValue={search.gender ?? ''}
            data={[
              { value: '', label: t('teamSearch.any') },
              ...directoryGenders.map((gender) => ({
                value: gender,
                label: t(`focusSearch.genders.${gender}`),
              })),
            ]}
            style={{ flex: '1 1 8rem' }}
          />
          <NativeSelect
            label={t('teamSearch.serviceType')}
            name="serviceType"
            defaultValue={search.serviceType ?? ''}
            data={[
              { value: '', label: t('teamSearch.any') },
              ...directoryServiceTypes.map((type) => ({
                value: type,
                label: t(`focusSearch.serviceTypes.${type}`),
              })),
            ]}
            style={{ flex: '1 1 8rem' }}
          />
          <NativeSelect
            label={t('teamSearch.sort')}
            name="sort"
            defaultValue={search.sort ?? ''}
            data={[
              { value: '', label: t('teamSearch.sorts.default') },
              ...directorySorts.map((sort) => ({ value: sort, label: t(`teamSearch.sorts.${sort}`) })),
            ]}
            style={{ flex: '1 1 9rem' }}
          />
        </Group>
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('teamSearch.specialty')}
            name="specialty"
            defaultValue={search.specialty ?? ''}
            data={[
              { value: '', label: t('teamSearch.any') },
              ...TOPIC_CATEGORIES.map((category) => ({
                value: category,
                label: t(`categories.${category}`),
              })),
            ]}
            style={{ flex: '1 1 10rem' }}
          />
          <NativeSelect
            label={t('teamSearch.language')}
            name="language"
            defaultValue={search.language ?? ''}
            data={[
              { value: '', label: t('teamSearch.any') },
              ...COUNSELOR_LANGUAGES.filter((language) => language !== 'other').map((language) => ({
                value: language,
                label: t(`languages.${language}`),
              })),
            ]}
            style={{ flex: '1 1 8rem' }}
          />
          <TextInput
            label={t('teamSearch.minPrice')}
            inputMode="numeric"
            name="minPrice"
            defaultValue={search.minPrice ?? ''}
            style={{ flex: '1 1 8rem' }}
          />
          <TextInput
            label={t('teamSearch.maxPrice')}
            inputMode="numeric"
            name="maxPrice"
            defaultValue={search.maxPrice ?? ''}
            style={{ flex: '1 1 8rem' }}
          />
          <Checkbox
            label={t('teamSearch.availableThisWeek')}
            name="availableThisWeek"
            value="true"
            defaultChecked={search.availableThisWeek === 'true'}
            mb={8}
          />
          <Checkbox
            label={t('teamSearch.freeTrial')}
            name="freeTrial"
            value="true"
            defaultChecked={search.freeTrial === 'true'}
            mb={8}
          />
          <Button type="submit">{t('teamSearch.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /team: the counselors anyone may browse, filtered and ordered, a page at a time (all in the address). */
export default function TeamPage() {
  const { t } = useTranslation('directory');
  const [searchParams, setSearchParams] = useSearchParams();
  const search = counselorSearchOf(searchParams);
  return (
    <ContentPage title={t('team.title')} lead={t('team.lead')} size="lg">
      <TeamSearchForm
        key={searchParams.toString()}
        search={search}
        onSearch={(next) => setSearchParams(listingParams(next))}
      />
      <CounselorList
        page={pageParam(searchParams.get('page'))}
        search={search}
        onPageChange={(page) => setSearchParams(listingParams(search, page))}
      />
    </ContentPage>
  );
}
