import { Loader, type MantineSize } from '@mantine/core';

/**
 * A spinner for a short wait inside a page, announced to screen readers by its label. It is a
 * status: a bare span may not carry a label. PageLoader is the whole page's wait.
 */
export function LoadingSpinner({ label, size }: { label: string; size?: MantineSize }) {
  return <Loader role="status" aria-label={label} size={size} />;
}
