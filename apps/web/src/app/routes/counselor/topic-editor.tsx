import { CourseCreateType, CourseLength, IssueCourseApproveStatus } from '@app/contracts/enums';
import {
  TOPIC_CATEGORIES,
  TOPIC_FIELD_LIMITS,
  ZTopicFormSchema,
  ZTopicSubmitSchema,
  youtubeVideoId,
  type TTopicFields,
  type TTopicFormInput,
} from '@app/contracts/issue-courses';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { showToast } from '../../../shell/overlays/toast';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { NoteField } from '../../../components/ui/note-field';
import { LengthCounter } from '../../../components/ui/length-counter';
import { paths } from '../../../config/paths';
import {
  useMyTopic,
  useMyTopics,
  useSaveTopic,
  useSubmitTopic,
  useWithdrawTopic,
} from '../../../features/topics/api/own-topics';
import { topicCategoryLabel } from '../../../features/topics/components/topic-category';
import { CoverImageInput } from '../../../features/topics/components/cover-image-input';
import { VideoCover } from '../../../features/topics/components/video-cover';
import { showFieldErrors, useErrorText, useValidationText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/dates';
import classes from './topic-editor.module.css';

const fields = [
  'createType',
  'category',
  'customCategory',
  'targetAudience',
  'keywords',
  'title',
  'description',
  'detail',
  'coverVideoUrl',
  'coverImage',
  'length',
  'price',
  'isVisible',
] as const;

const emptyTopic: TTopicFormInput = {
  createType: CourseCreateType.New,
  category: 'anxiety',
  customCategory: '',
  targetAudience: '',
  keywords: '',
  title: '',
  description: '',
  detail: '',
  coverVideoUrl: '',
  coverImage: '',
  length: CourseLength.SixtyMinutes,
  price: 2000,
  isVisible: true,
};

const lengthMinutes = [
  [CourseLength.SixtyMinutes, 50],
  [CourseLength.NinetyMinutes, 80],
  [CourseLength.ThirtyMinutes, 25],
  [CourseLength.TwentyMinutes, 20],
] as const;

/** Copies one of the counselor's topics into the form (CourseCreateType template). */
function TemplatePicker({ onPick }: { onPick: (fields: TTopicFields) => void }) {
  const { t } = useTranslation('topics');
  const mine = useMyTopics();
  const [chosen, setChosen] = useState('');
  const template = useMyTopic(chosen);
  useEffect(() => {
    if (template.data) onPick({ ...template.data.fields, createType: CourseCreateType.Template });
    // Only when another template arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [template.data]);
  return (
    <NativeSelect
      label={t('form.template')}
      description={t('form.templateHint')}
      value={chosen}
      onChange={(event) => setChosen(event.currentTarget.value)}
      data={[
        { value: '', label: '—' },
        ...(mine.data?.records ?? []).map((topic) => ({ value: topic.id, label: topic.title })),
      ]}
    />
  );
}

/** /counselor/createissuecourse and /counselor/editcourse?id=: the topic form, checked with the server's own schema. */
export default function TopicEditorPage() {
  const { t } = useTranslation(['topics', 'directory']);
  const { t: directoryText } = useTranslation('directory');
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const navigate = useNavigate();
  const topic = useMyTopic(id);
  const save = useSaveTopic();
  const submitTopic = useSubmitTopic();
  const withdraw = useWithdrawTopic();
  const validationText = useValidationText();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const [revisionNote, setRevisionNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TTopicFormInput, unknown, TTopicFields>({
    resolver: zodResolver(ZTopicFormSchema),
    defaultValues: emptyTopic,
  });

  const watched = useWatch({ control });

  useEffect(() => {
    if (topic.data) reset(topic.data.fields);
  }, [topic.data, reset]);

  if (id !== '' && topic.isPending) return <PageLoader label={t('form.loading')} />;
  if (id !== '' && topic.isError) {
    return (
      <ContentPage title={t('form.editTitle')}>
        <Alert color="red" role="alert">
          {errorText(topic.error)}
        </Alert>
      </ContentPage>
    );
  }

  const status = topic.data?.approveStatus ?? IssueCourseApproveStatus.Editing;
  const waiting =
    status === IssueCourseApproveStatus.UnderReview || status === IssueCourseApproveStatus.EditedUnderReview;
  const published = status === IssueCourseApproveStatus.Audited;
  const videoId = youtubeVideoId(watched.coverVideoUrl ?? '');

  const send = (andSubmit: boolean) =>
    handleSubmit(async (values) => {
      setFailure(null);
      setNoteError(undefined);
      if (andSubmit) {
        const note = ZTopicSubmitSchema.safeParse({ revisionNote });
        if (!note.success) {
          setNoteError(validationText(note.error.issues[0]?.message));
          return;
        }
      }
      try {
        const saved = await save.mutateAsync({ id, fields: values });
        if (andSubmit) {
          await submitTopic.mutateAsync({ id: saved.id, revisionNote });
          showToast({ message: t('form.submitted') });
          void navigate(paths.counselor.issueCourseList.getHref());
          return;
        }
        showToast({ message: t('form.saved') });
        if (id === '')
          void navigate(`${paths.counselor.editCourse.getHref()}?id=${saved.id}`, { replace: true });
      } catch (error) {
        setFailure(showFieldErrors(error, setError, fields) ? null : error);
      }
    });

  const busy = save.isPending || submitTopic.isPending;

  return (
    <ContentPage title={id === '' ? t('form.createTitle') : t('form.editTitle')} size="md">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.counselor.issueCourseList.getHref()}>
          {t('form.back')}
        </Anchor>
        {topic.data?.reviewComment && (
          <Alert color="orange" role="status">
            {t('form.rejected', { comment: topic.data.reviewComment })}
          </Alert>
        )}
        {waiting && (
          <Alert color="yellow" role="status">
            <Stack gap="xs" align="flex-start">
              <Text>{t('form.underReview')}</Text>
              <Button
                variant="light"
                loading={withdraw.isPending}
                onClick={() =>
                  withdraw.mutate(id, {
                    onError: (error) => setFailure(error),
                  })
                }
              >
                {t('list.withdraw')}
              </Button>
            </Stack>
          </Alert>
        )}
        {published && <Alert role="status">{t('form.approvedEditing')}</Alert>}
        {failure !== null && (
          <Alert color="red" role="alert">
            {errorText(failure)}
          </Alert>
        )}
        <form noValidate aria-label={t('form.label')} onSubmit={(event) => void send(false)(event)}>
          <fieldset disabled={waiting} className={classes.fields}>
            <Stack>
              {id === '' && (
                <Controller
                  control={control}
                  name="createType"
                  render={({ field }) => (
                    <Radio.Group
                      label={t('form.createType')}
                      value={String(field.value)}
                      onChange={(value) => field.onChange(Number(value))}
                    >
                      <Group mt="xs">
                        <Radio value={String(CourseCreateType.New)} label={t('form.new')} />
                        <Radio value={String(CourseCreateType.Template)} label={t('form.fromTemplate')} />
                      </Group>
                    </Radio.Group>
                  )}
                />
              )}
              {id === '' && watched.createType === CourseCreateType.Template && (
                <TemplatePicker onPick={(picked) => reset(picked)} />
              )}
              <Group grow align="flex-start">
                <NativeSelect
                  label={t('form.category')}
                  required
                  {...register('category')}
                  data={TOPIC_CATEGORIES.map((category) => ({
                    value: category,
                    label: topicCategoryLabel(directoryText, category),
                  }))}
                  error={validationText(errors.category?.message)}
                />
                <TextInput
                  label={t('form.customCategory')}
                  {...register('customCategory')}
                  description={
                    <LengthCounter value={watched.customCategory} max={TOPIC_FIELD_LIMITS.customCategory} />
                  }
                  error={validationText(errors.customCategory?.message)}
                />
              </Group>
              <TextInput
                label={t('form.title')}
                required
                {...register('title')}
                description={<LengthCounter value={watched.title} max={TOPIC_FIELD_LIMITS.title} />}
                error={validationText(errors.title?.message)}
              />
              <TextInput
                label={t('form.targetAudience')}
                {...register('targetAudience')}
                description={
                  <LengthCounter value={watched.targetAudience} max={TOPIC_FIELD_LIMITS.targetAudience} />
                }
                error={validationText(errors.targetAudience?.message)}
              />
              <TextInput
                label={t('form.keywords')}
                {...register('keywords')}
                description={t('form.keywordsHint')}
                error={validationText(errors.keywords?.message)}
              />
              <Textarea
                label={t('form.description')}
                required
                rows={3}
                {...register('description')}
                description={
                  <LengthCounter value={watched.description} max={TOPIC_FIELD_LIMITS.description} />
                }
                error={validationText(errors.description?.message)}
              />
              <Textarea
                label={t('form.detail')}
                rows={6}
                {...register('detail')}
                description={<LengthCounter value={watched.detail} max={TOPIC_FIELD_LIMITS.detail} />}
                error={validationText(errors.detail?.message)}
              />
              <TextInput
                label={t('form.coverVideoUrl')}
                type="url"
                {...register('coverVideoUrl')}
                description={t('form.coverVideoHint')}
                error={validationText(errors.coverVideoUrl?.message)}
              />
              {videoId && <VideoCover videoId={videoId} title={t('form.preview')} />}
              <Controller
                control={control}
                name="coverImage"
                render={({ field }) => (
                  <CoverImageInput
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    error={validationText(errors.coverImage?.message)}
                    disabled={waiting}
                  />
                )}
              />
              <Group grow align="flex-start">
                <NativeSelect
                  label={t('form.length')}
                  required
                  {...register('length', { setValueAs: (value: string | number) => Number(value) })}
                  data={lengthMinutes.map(([code, minutes]) => ({
                    value: String(code),
                    label: t('directory:focusIssues.minutes', { minutes }),
                  }))}
                  error={validationText(errors.length?.message)}
                />
                <TextInput
                  label={t('form.price')}
                  inputMode="numeric"
                  required
                  {...register('price', { valueAsNumber: true })}
                  description={t('form.priceHint')}
                  error={validationText(errors.price?.message)}
                />
              </Group>
              <Checkbox label={t('form.isVisible')} {...register('isVisible')} />
              <Group>
                <Button type="submit" variant="light" loading={busy}>
                  {t('form.save')}
                </Button>
              </Group>
              <Stack component="section" gap="xs" aria-labelledby="topic-submit">
                <Title order={2} fz="h4" id="topic-submit">
                  {t('form.submitTitle')}
                </Title>
                <NoteField
                  label={t('form.revisionNote')}
                  hint={t('form.revisionNoteHint')}
                  value={revisionNote}
                  onChange={setRevisionNote}
                  error={noteError}
                />
                <Group>
                  <Button loading={busy} onClick={(event) => void send(true)(event)}>
                    {t('form.submit')}
                  </Button>
                </Group>
              </Stack>
            </Stack>
          </fieldset>
        </form>
        {topic.data && topic.data.history.length > 0 && (
          <Stack component="section" gap="xs" aria-labelledby="topic-history">
            <Title order={2} fz="h4" id="topic-history">
              {t('form.history')}
            </Title>
            <List>
              {topic.data.history.map((entry, index) => (
                <List.Item key={index}>
                  {formatDateTime(entry.at)} {t(`history.${entry.action}`)}
                  {entry.actor?.name ? `（${entry.actor.name}）` : ''}
                  {entry.note ? `：${entry.note}` : ''}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </ContentPage>
  );
}
