import { Center, Pagination } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

/**
 * The page numbers under a long list, in a navigation landmark of its own. The arrow controls
 * show only an icon, so each is named for screen readers.
 */
export function PageNavigation(props: {
  label: string;
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Center component="nav" aria-label={props.label}>
      <Pagination
        total={props.total}
        value={props.value}
        onChange={props.onChange}
        getControlProps={(control) => ({ 'aria-label': t(`pageControls.${control}`) })}
      />
    </Center>
  );
}
