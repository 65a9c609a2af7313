import { Box } from '@mantine/core';
import { Outlet, useSearchParams } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { SiteFooter } from '../../shell/site-footer';
import { TopBar } from '../../shell/top-bar';

/** Top bar, page, footer. `?mode=m` is the mobile apps' view: the page alone. */
export function DefaultLayout() {
  const [searchParams] = useSearchParams();
  const appView = searchParams.get('mode') === 'm';
  return (
    <>
      {!appView && <SkipLink />}
      {!appView && <TopBar />}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} mih="60vh" style={{ outline: 'none' }}>
        <Outlet />
      </Box>
      {!appView && <SiteFooter />}
    </>
  );
}
