import type { TLicense } from '@app/contracts/license-changes';
import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** yyyy-MM-dd as yyyy/MM/dd, the way the site writes a day. */
export function licenseDay(day: string | null): string | null {
  return day === null ? null : day.replaceAll('-', '/');
}

/** Licences as a table with every field; `caption` names it for assistive technology. */
export function LicenseTable({ licenses, caption }: { licenses: TLicense[]; caption: string }) {
  const { t } = useTranslation('licenses');
  return (
    <Table.ScrollContainer minWidth={560}>
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
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
