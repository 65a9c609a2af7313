import { Alert } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ContentPage } from '../../../components/ui/content-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { useWeeklyTemplate } from '../../../features/schedule/api/weekly-template';
import { WeeklyTemplateForm } from '../../../features/schedule/components/weekly-template-form';
import { useErrorText } from '../../../lib/form-errors';

/** /counselor/schedule-template: the counselor's weekly service hours. */
export default function ScheduleTemplatePage() {
  const { t } = useTranslation('schedule');
  const errorText = useErrorText();
  const template = useWeeklyTemplate();
  return (
    <ContentPage
      title={t('template.title')}
      lead={t('template.lead', { zone: template.data?.timeZone ?? 'Asia/Taipei' })}
    >
      {template.data ? (
        <WeeklyTemplateForm template={template.data} />
      ) : template.error ? (
        <Alert color="red" role="alert">
          {errorText(template.error)}
        </Alert>
      ) : (
        <PageLoader />
      )}
    </ContentPage>
  );
}
