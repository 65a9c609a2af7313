import { ErrorCode } from '@app/contracts/error-codes';
import {
  LECTURE_LENGTHS_MINUTES,
  LECTURE_LIMITS,
  ZLectureInputSchema,
  type TLectureInput,
} from '@app/contracts/lectures';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { LengthCounter } from '../../../components/ui/length-counter';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors, useErrorText, useValidationText } from '../../../lib/form-errors';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useCreateLecture } from '../api/counselor-lectures';

/** What the form holds: times as Taiwan's wall clock ("YYYY-MM-DDTHH:mm"), numbers as typed. */
type TLectureFields = Omit<
  TLectureInput,
  'lengthMinutes' | 'minMembers' | 'maxMembers' | 'price' | 'signupNote'
> & {
  lengthMinutes: string;
  minMembers: number | string;
  maxMembers: number | string;
  price: number | string;
  signupNote: string;
};
type TLectureOutput = z.output<typeof ZLectureInputSchema>;

/** The fields the API's validation failures may name, shown under each. */
const FIELDS = [
  'title',
  'description',
  'place',
  'startTime',
  'lengthMinutes',
  'signupDeadline',
  'minMembers',
  'maxMembers',
  'price',
  'signupNote',
] as const;

/** The instant a Taiwan wall-clock time names (UTC+8 all year, as in lib/dates.ts); empty stays empty. */
function taipeiInstant(local: string): string {
  if (!local) return '';
  return `${local.length === 16 ? `${local}:00` : local}+08:00`;
}

/** An empty number field is no number (not 0, which would make the lecture free). */
const numberOf = (value: number | string) => (value === '' ? Number.NaN : Number(value));

function lectureInput(fields: TLectureFields): TLectureInput {
  return {
    ...fields,
    startTime: taipeiInstant(fields.startTime),
    signupDeadline: taipeiInstant(fields.signupDeadline),
    lengthMinutes: numberOf(fields.lengthMinutes) as TLectureInput['lengthMinutes'],
    minMembers: numberOf(fields.minMembers),
    maxMembers: numberOf(fields.maxMembers),
    price: numberOf(fields.price),
  };
}

/** The API's own schema, checked against what the form holds once turned into what is sent. */
const checkLecture = zodResolver(ZLectureInputSchema);
const resolver: Resolver<TLectureFields, unknown, TLectureOutput> = (values, context, options) =>
  checkLecture(lectureInput(values), context, options as unknown as Parameters<typeof checkLecture>[2]);

const EMPTY: TLectureFields = {
  title: '',
  description: '',
  place: '',
  startTime: '',
  lengthMinutes: '120',
  signupDeadline: '',
  minMembers: '',
  maxMembers: '',
  price: '',
  signupNote: '',
};

/**
 * A new lecture or group: what, where, when and how long, the sign-up deadline, the group's size
 * and price, and a note for members. 公開講座 publishes it and opens its page; a time that meets
 * a session, leave or another lecture is said under the start. Leaving with input asks first.
 */
export function LectureForm() {
  const { t } = useTranslation('lectures');
  const navigate = useNavigate();
  const validationText = useValidationText();
  const errorText = useErrorText();
  const create = useCreateLecture();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<TLectureFields, unknown, TLectureOutput>({ resolver, defaultValues: EMPTY });
  const [title = '', description = '', place = '', signupNote = ''] = useWatch({
    control,
    name: ['title', 'description', 'place', 'signupNote'],
  });
  const { leaveFreely } = useLeaveGuard(isDirty && !create.isPending, {
    title: t('form.leave.title'),
    message: t('form.leave.message'),
    confirmLabel: t('form.leave.confirm'),
    cancelLabel: t('form.leave.cancel'),
  });

  const submit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (lecture) => {
        showToast({ color: 'green', message: t('form.created') });
        leaveFreely();
        void navigate(paths.counselor.lecture.getHref(lecture.id));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errorCode === ErrorCode.LectureTimeTaken)
          setError('startTime', { type: 'server', message: t('form.timeTaken') }, { shouldFocus: true });
        else showFieldErrors(error, setError, FIELDS);
      },
    }),
  );
  const refused =
    create.isError &&
    !(
      create.error instanceof ApiError &&
      (create.error.fieldErrors.length > 0 || create.error.errorCode === ErrorCode.LectureTimeTaken)
    );

  const numberField = (name: 'minMembers' | 'maxMembers' | 'price', label: string, description?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          withAsterisk
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          min={name === 'price' ? 0 : 1}
          max={name === 'price' ? LECTURE_LIMITS.price : LECTURE_LIMITS.members}
          step={name === 'price' ? 100 : 1}
          allowDecimal={false}
          allowNegative={false}
          error={validationText(errors[name]?.message)}
        />
      )}
    />
  );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.counselor.lectures.getHref()}>
        {t('form.back')}
      </Anchor>
      <form noValidate aria-label={t('form.label')} onSubmit={(event) => void submit(event)}>
        <Stack maw={720}>
          <TextInput
            label={t('form.lectureTitle')}
            withAsterisk
            {...register('title')}
            description={<LengthCounter value={title} max={LECTURE_LIMITS.title} />}
            error={validationText(errors.title?.message)}
          />
          <Textarea
            label={t('form.description')}
            withAsterisk
            autosize
            minRows={5}
            {...register('description')}
            description={
              <>
                {t('form.descriptionHint')}{' '}
                <LengthCounter value={description} max={LECTURE_LIMITS.description} />
              </>
            }
            error={validationText(errors.description?.message)}
          />
          <TextInput
            label={t('form.place')}
            withAsterisk
            {...register('place')}
            description={
              <>
                {t('form.placeHint')} <LengthCounter value={place} max={LECTURE_LIMITS.place} />
              </>
            }
            error={validationText(errors.place?.message)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={t('form.start')}
              description={t('form.startHint')}
              withAsterisk
              {...register('startTime')}
              error={validationText(errors.startTime?.message)}
            />
            <NativeSelect
              label={t('form.length')}
              withAsterisk
              {...register('lengthMinutes')}
              data={LECTURE_LENGTHS_MINUTES.map((minutes) => ({
                value: String(minutes),
                label: t('facts.minutes', { minutes }),
              }))}
              error={validationText(errors.lengthMinutes?.message)}
            />
            <TextInput
              type="datetime-local"
              label={t('form.deadline')}
              description={t('form.deadlineHint')}
              withAsterisk
              {...register('signupDeadline')}
              error={validationText(errors.signupDeadline?.message)}
            />
            {numberField('price', t('form.price'), t('form.priceHint'))}
            {numberField('minMembers', t('form.minMembers'))}
            {numberField('maxMembers', t('form.maxMembers'))}
          </SimpleGrid>
          <Textarea
            label={t('form.signupNote')}
            autosize
            minRows={2}
            {...register('signupNote')}
            description={
              <>
                {t('form.signupNoteHint')}{' '}
                <LengthCounter value={signupNote} max={LECTURE_LIMITS.signupNote} />
              </>
            }
            error={validationText(errors.signupNote?.message)}
          />
          {refused && (
            <Alert color="red" role="alert">
              {errorText(create.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
