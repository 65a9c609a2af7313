import { Alert, Anchor, Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { CrisisLineList } from '../../../components/ui/crisis-lines';
import { Fact, Facts } from '../../../components/ui/card';
import { useSosInfo } from '../api/get-sos-info';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

/** Taiwan's crisis lines a counselor may need in an emergency, most specific first. */
const crisisLines = [
  { number: '1925', name: 'peaceOfMind' },
  { number: '1995', name: 'lifeline' },
  { number: '110', name: 'police' },
  { number: '119', name: 'fire' },
] as const;

/** A number that dials on a phone; plain text when there is none. */
function Phone({ number }: { number: string | null }) {
  const { t } = useTranslation('room');
  if (!number) return <>{t('sos.none')}</>;
  return <Anchor href={`tel:${number}`}>{number}</Anchor>;
}

/**
 * The counselor's SOS button and its dialog: the client's name, emergency contact, phone and IP
 * (asked for each time it opens, which the server records), with the crisis lines to call.
 */
export function SosButton({ courseId }: { courseId: string }) {
  const { t } = useTranslation('room');
  const [opened, setOpened] = useState(false);
  const info = useSosInfo(courseId, opened);
  return (
    <>
      <Button color="red.9" variant="light" onClick={() => setOpened(true)} aria-haspopup="dialog">
        {t('sos.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('sos.title')}
        closeButtonProps={{ 'aria-label': t('sos.close') }}
        size="lg"
        centered
      >
        <Stack gap="md">
          <Text>{t('sos.intro')}</Text>
          {info.isPending && <LoadingSpinner size="sm" label={t('sos.loading')} />}
          {info.isError && (
            <Alert color="red" role="alert">
              {info.error.message}
            </Alert>
          )}
          {info.data && (
            <Stack gap="xs" component="section" aria-labelledby="sos-client-title">
              <Title order={2} size="h4" id="sos-client-title">
                {t('sos.client')}
              </Title>
              <Facts>
                <Fact term={t('sos.name')} value={info.data.name} />
                <Fact
                  term={t('sos.emergencyContact')}
                  value={
                    <>
                      {info.data.emergencyContact.name ?? t('sos.none')}{' '}
                      <Phone number={info.data.emergencyContact.phone} />
                    </>
                  }
                />
                <Fact term={t('sos.phone')} value={<Phone number={info.data.phone} />} />
                <Fact term={t('sos.ip')} value={info.data.ip ?? t('sos.none')} />
              </Facts>
            </Stack>
          )}
          <Stack gap="xs" component="section" aria-labelledby="sos-lines-title">
            <Title order={2} size="h4" id="sos-lines-title">
              {t('sos.lines.title')}
            </Title>
            <CrisisLineList
              lines={crisisLines.map((line) => {
                const name = t(`sos.lines.${line.name}`);
                return { number: line.number, name, callLabel: t('sos.call', { number: line.number, name }) };
              })}
            />
          </Stack>
        </Stack>
      </Modal>
    </>
  );
}
