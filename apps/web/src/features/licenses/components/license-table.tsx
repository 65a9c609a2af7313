import type { TLicense } from '@app/contracts/license-changes';
import type { TUpload } from '@app/contracts/uploads';
import { Group, Table, Text } from '@mantine/core';
import { UploadedDocument } from '../../../components/ui/file-field';
import { useTranslation } from '../../../lib/use-translation';

/** yyyy-MM-dd as yyyy/MM/dd, the way the site writes a day. */
export function licenseDay(day: string | null): string | null {
  return day === null ? null : day.replaceAll('-', '/');
}

/**
 * Licences as a table with every field; `caption` names it for assistive technology. With `files`
 * (the licence images by upload id), a column shows each licence's front and back.
 */
export function LicenseTable({
  licenses,
  caption,
  files,
}: {
  licenses: TLicense[];
  caption: string;
  files?: Record<string, TUpload>;
}) {
  const { t } = useTranslation('licenses');
  return (
    // Wide enough that no column falls to a character a line on a phone (the images take 420 px):
    // the table scrolls sideways instead.
    <Table.ScrollContainer minWidth={files ? 1040 : 640}>
      <Table withTableBorder verticalSpacing="xs" captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>
          <Text fw={600} component="span">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('fields.name')}</Table.Th>
            <Table.Th scope="col">{t('fields.licenseType')}</Table.Th>
            <Table.Th scope="col">{t('fields.issuer')}</Table.Th>
            <Table.Th scope="col">{t('fields.number')}</Table.Th>
            <Table.Th scope="col">{t('fields.effectiveDate')}</Table.Th>
            <Table.Th scope="col">{t('fields.expiresOn')}</Table.Th>
            {files && <Table.Th scope="col">{t('images')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {licenses.map((license) => (
            <Table.Tr key={`${license.number}-${license.name}`}>
              <Table.Td>{license.name}</Table.Td>
              <Table.Td>{t(`type.${license.licenseType}`)}</Table.Td>
              <Table.Td>{license.issuer}</Table.Td>
              <Table.Td>{license.number}</Table.Td>
              <Table.Td>{licenseDay(license.effectiveDate)}</Table.Td>
              <Table.Td>{licenseDay(license.expiresOn) ?? t('noExpiry')}</Table.Td>
              {files && (
                <Table.Td>
                  <LicenseImages license={license} files={files} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A licence's front and back as thumbnails that open full size, or a note that it has none. */
function LicenseImages({ license, files }: { license: TLicense; files: Record<string, TUpload> }) {
  const { t } = useTranslation('licenses');
  const sides = (['front', 'back'] as const).flatMap((side) => {
    const id = license[side];
    const upload = id === null ? undefined : files[id];
    return upload ? [{ side, upload }] : [];
  });
  if (sides.length === 0) return <Text size="sm">{t('noImages')}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      {sides.map(({ side, upload }) => (
        <UploadedDocument key={side} upload={upload} label={`${license.name} ${t(`fields.${side}`)}`} />
      ))}
    </Group>
  );
}
