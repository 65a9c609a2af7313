import { ZLicenseReviewSchema, type TPendingLicenseChange } from '@app/contracts/license-changes';
import { Alert, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { ContentPage } from '../../../components/ui/content-page';
import { ReviewDecision } from '../../../components/ui/review-decision';
import { ReviewQueue } from '../../../components/ui/review-queue';
import {
  useExpiringLicenses,
  usePendingLicenseChanges,
  useReviewLicenseChange,
} from '../../../features/licenses/api/licenses';
import { LicenseTable, licenseDay } from '../../../features/licenses/components/license-table';
import { formatDateTime } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';

/** One change waiting: who asked and when, the licences now beside those asked for, the decision. */
function PendingLicenseCard({ change }: { change: TPendingLicenseChange }) {
  const { t } = useTranslation('licenses');
  const review = useReviewLicenseChange();
  const errorText = useErrorText();
  const headingId = `license-change-${change.id}`;
  const name = change.counselor.fullName;

  return (
    <Card component="article" withBorder aria-labelledby={headingId} padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          {t('review.counselor', { name })}
        </Title>
        <Text c="gray.8">{t('review.submittedAt', { time: formatDateTime(change.createdAt) })}</Text>
        {change.current.length > 0 ? (
          <LicenseTable licenses={change.current} caption={t('review.current')} files={change.files} />
        ) : (
          <Text>{t('review.noCurrent')}</Text>
        )}
        <LicenseTable licenses={change.licenses} caption={t('review.proposed')} files={change.files} />
        <ReviewDecision
          label={t('review.reason')}
          hint={t('review.reasonHint')}
          acceptLabel={t('review.accept')}
          rejectLabel={t('review.notAccept')}
          busy={review.isPending}
          check={(accepted, reason) => ZLicenseReviewSchema.safeParse({ accepted, reason })}
          onDecide={({ accept, checked }) =>
            review.mutate(
              { id: change.id, review: checked },
              {
                onSuccess: () =>
                  showToast({
                    message: accept ? t('review.accepted', { name }) : t('review.notAccepted', { name }),
                  }),
                onError: (error) => showToast({ color: 'red', message: errorText(error) }),
              },
            )
          }
        />
      </Stack>
    </Card>
  );
}

/** Accepted licences expiring within 30 days, soonest first. */
function ExpiringLicenses() {
  const { t } = useTranslation('licenses');
  const expiring = useExpiringLicenses();
  const daysText = (days: number) =>
    days === 0
      ? t('expiring.today')
      : days < 0
        ? t('expiring.expired', { count: -days })
        : t('expiring.days', { count: days });
  return (
    <Stack gap="sm" component="section" aria-labelledby="expiring-licenses">
      <Title order={2} id="expiring-licenses">
        {t('expiring.title')}
      </Title>
      <Text>{t('expiring.lead')}</Text>
      {expiring.isPending ? null : expiring.isError ? (
        <Alert color="red" role="alert">
          {t('expiring.error')}
        </Alert>
      ) : expiring.data.length === 0 ? (
        <Text>{t('expiring.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('expiring.counselor')}</Table.Th>
                <Table.Th scope="col">{t('fields.name')}</Table.Th>
                <Table.Th scope="col">{t('fields.number')}</Table.Th>
                <Table.Th scope="col">{t('fields.expiresOn')}</Table.Th>
                <Table.Th scope="col">{t('expiring.daysLeft')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {expiring.data.map((license) => (
                <Table.Tr key={`${license.counselor.id}-${license.number}`}>
                  <Table.Td>{license.counselor.fullName}</Table.Td>
                  <Table.Td>{license.name}</Table.Td>
                  <Table.Td>{license.number}</Table.Td>
                  <Table.Td>{licenseDay(license.expiresOn)}</Table.Td>
                  <Table.Td>
                    <Badge color={license.daysLeft < 0 ? 'red.9' : 'grape.9'} variant="filled">
                      {daysText(license.daysLeft)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** /expert/reviewlicense: licence changes waiting for review, oldest first, and licences expiring soon. */
export default function ReviewLicensesPage() {
  const { t } = useTranslation('licenses');
  const pending = usePendingLicenseChanges();
  return (
    <ContentPage title={t('review.title')} lead={t('review.lead')} size="lg">
      <Stack gap="xl">
        <ReviewQueue
          queue={pending}
          texts={{ loading: t('review.loading'), error: t('review.error'), empty: t('review.empty') }}
          card={(change) => <PendingLicenseCard change={change} />}
        />
        <ExpiringLicenses />
      </Stack>
    </ContentPage>
  );
}
