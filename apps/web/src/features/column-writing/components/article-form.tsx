import {
  ARTICLE_TEXT_LIMITS,
  articleBlocks,
  ZArticleDraftSchema,
  type TArticleDraft,
  type TWrittenArticle,
} from '@app/contracts/articles';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ContentPage } from '../../../components/ui/content-page';
import { LengthCounter } from '../../../components/ui/length-counter';
import { paths } from '../../../config/paths';
import { showFieldErrors, useErrorText, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { confirmDialog } from '../../../shell/dialogs';
import { showToast } from '../../../shell/overlays/toast';
import { useDiscardArticle, useSaveArticle, useSubmitArticle } from '../api/written-articles';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { ArticleText } from './article-text';

type TArticleFields = z.output<typeof ZArticleDraftSchema>;

/** The fields the API's validation failures may name, shown under each. */
const FIELDS = ['title', 'summary', 'body'] as const;

function formValues(article: TWrittenArticle | null): Required<TArticleDraft> {
  return { title: article?.title ?? '', summary: article?.summary ?? '', body: article?.body ?? '' };
}

/** The article as it will read, computed from what is being typed. */
function Preview({ title, summary, body }: { title: string; summary: string; body: string }) {
  const { t } = useTranslation('columnWriting');
  const headingId = useId();
  // The text may be long: the preview follows the typing without holding it up.
  const deferredBody = useDeferredValue(body);
  const blocks = useMemo(() => articleBlocks(deferredBody), [deferredBody]);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Stack gap={2}>
        <Title order={2} fz="h4" id={headingId}>
          {t('form.preview')}
        </Title>
        <Text fz="sm" c="gray.7">
          {t('form.previewHint')}
        </Text>
      </Stack>
      <Paper withBorder p="lg" bg="gray.0">
        <Stack gap="lg">
          <Title order={3} fz="h2">
            {title.trim() || t('form.previewUntitled')}
          </Title>
          {blocks.length === 0 && summary.trim() === '' ? (
            <Text c="gray.7">{t('form.previewEmpty')}</Text>
          ) : (
            <ArticleText summary={summary} blocks={blocks} headingOrder={4} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * The editor of a new article (`article` null) or of a draft or returned one: title, summary and
 * text with their limits, checked with the API's own schema, and a live preview. 儲存草稿 saves
 * (a new article then moves to its own address); 送出審核 saves, then sends it, and a missing
 * summary or text is shown under its field before anything is sent. Leaving with unsaved changes asks first.
 */
/** What sending for review needs besides a title, with the validation table's messages. */
const MISSING_FOR_REVIEW = [
  { field: 'summary', message: 'validation.article_summary' },
  { field: 'body', message: 'validation.article_body' },
] as const;

export function ArticleForm({ article }: { article: TWrittenArticle | null }) {
  const { t } = useTranslation('columnWriting');
  const navigate = useNavigate();
  const validationText = useValidationText();
  const errorText = useErrorText();
  const save = useSaveArticle();
  const submitArticle = useSubmitArticle();
  const discard = useDiscardArticle();
  const [failure, setFailure] = useState<unknown>(null);
  // Which button is at work: 送出審核 saves first, and its button shows the wait throughout.
  const [sending, setSending] = useState<'save' | 'submit' | null>(null);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isDirty },
  } = useForm<TArticleDraft, unknown, TArticleFields>({
    resolver: zodResolver(ZArticleDraftSchema),
    defaultValues: formValues(article),
  });
  const [title = '', summary = '', body = ''] = useWatch({ control, name: ['title', 'summary', 'body'] });

  // The article the form holds: another one (not this one saved for the first time) fills it anew.
  const loaded = useRef(article?.id ?? '');
  useEffect(() => {
    const id = article?.id ?? '';
    if (id === loaded.current) return;
    loaded.current = id;
    reset(formValues(article));
  }, [article, reset]);

  const busy = sending !== null || discard.isPending;
  const { leaveFreely } = useLeaveGuard(isDirty && !busy, {
    title: t('leave.title'),
    message: t('leave.message'),
    confirmLabel: t('leave.confirm'),
    cancelLabel: t('leave.cancel'),
  });

  const send = (andSubmit: boolean) =>
    handleSubmit(async (values) => {
      setFailure(null);
      // A draft may wait for its summary and text; what is sent for review may not (the API says
      // the same, this spares the round trip).
      const missing = andSubmit ? MISSING_FOR_REVIEW.filter(({ field }) => values[field].length === 0) : [];
      for (const { field, message } of missing) setError(field, { type: 'required', message });
      if (missing.length > 0) return;
      setSending(andSubmit ? 'submit' : 'save');
      const typed = getValues();
      try {
        const saved = await save.mutateAsync({ id: article?.id ?? '', draft: values });
        loaded.current = saved.id;
        // What was sent is saved; anything typed meanwhile still counts as a change.
        reset(typed, { keepValues: true });
        if (!article) {
          leaveFreely();
          void navigate(paths.counselor.article.getHref(saved.id), { replace: true });
        }
        if (!andSubmit) {
          showToast({ message: t('form.saved') });
          return;
        }
        await submitArticle.mutateAsync(saved.id);
        showToast({ message: t('form.submitted') });
        leaveFreely();
        void navigate(paths.counselor.articles.getHref());
      } catch (error) {
        setFailure(showFieldErrors(error, setError, FIELDS) ? null : error);
      } finally {
        setSending(null);
      }
    });

  const remove = async () => {
    if (!article) return;
    const confirmed = await confirmDialog({
      title: t('deleteConfirm.title'),
      message: t('deleteConfirm.message'),
      confirmLabel: t('deleteConfirm.confirm'),
      cancelLabel: t('deleteConfirm.cancel'),
    });
    if (!confirmed) return;
    setFailure(null);
    discard.mutate(article.id, {
      onSuccess: () => {
        showToast({ message: t('form.deleted') });
        leaveFreely();
        void navigate(paths.counselor.articles.getHref());
      },
      onError: (error) => setFailure(error),
    });
  };

  return (
    <ContentPage title={article ? t('form.editTitle') : t('form.createTitle')} size="lg">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.counselor.articles.getHref()}>
          {t('form.back')}
        </Anchor>
        {article?.status === 'returned' && article.reviewComment && (
          <Alert color="orange" role="status" title={t('form.returned')}>
            <Stack gap="xs">
              <Text style={{ whiteSpace: 'pre-line' }}>{article.reviewComment}</Text>
              <Text fz="sm">{t('form.returnedHint')}</Text>
            </Stack>
          </Alert>
        )}
        {failure !== null && (
          <Alert color="red" role="alert">
            {errorText(failure)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <form noValidate aria-label={t('form.label')} onSubmit={(event) => void send(false)(event)}>
            <Stack>
              <TextInput
                label={t('form.title')}
                withAsterisk
                {...register('title')}
                description={<LengthCounter value={title} max={ARTICLE_TEXT_LIMITS.title} />}
                error={validationText(errors.title?.message)}
              />
              <Textarea
                label={t('form.summary')}
                autosize
                minRows={3}
                {...register('summary')}
                description={
                  <>
                    {t('form.summaryHint')}{' '}
                    <LengthCounter value={summary} max={ARTICLE_TEXT_LIMITS.summary} />
                  </>
                }
                error={validationText(errors.summary?.message)}
              />
              <Textarea
                label={t('form.body')}
                autosize
                minRows={12}
                {...register('body')}
                description={
                  <>
                    {t('form.bodyHint')} <LengthCounter value={body} max={ARTICLE_TEXT_LIMITS.body} />
                  </>
                }
                error={validationText(errors.body?.message)}
              />
              <Text fz="sm" c="gray.7">
                {t('form.submitHint')}
              </Text>
              <Group>
                <Button type="submit" variant="light" loading={sending === 'save'} disabled={busy}>
                  {t('form.save')}
                </Button>
                <Button
                  loading={sending === 'submit'}
                  disabled={busy}
                  onClick={(event) => void send(true)(event)}
                >
                  {t('form.submit')}
                </Button>
                {article && (
                  <Button
                    color="red"
                    variant="subtle"
                    loading={discard.isPending}
                    disabled={busy}
                    onClick={() => void remove()}
                  >
                    {t('form.delete')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
          <Preview title={title} summary={summary} body={body} />
        </SimpleGrid>
      </Stack>
    </ContentPage>
  );
}
