import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/ui/skip-link';

/** No bars: a page that stands alone, such as a device check opened from the apps. */
export function BlankLayout() {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} mih="100vh" style={{ outline: 'none' }}>
      <Outlet />
    </Box>
  );
}
