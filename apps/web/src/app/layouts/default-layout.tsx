import { Box } from '@mantine/core';
import { Outlet, useSearchParams } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { BackToTopSlot } from '../../shell/back-to-top-slot';
import { BOTTOM_BAR_HEIGHT, BottomBar } from '../../shell/bottom-bar';
import { showsBottomBar } from '../../shell/layout-rules';
import { SiteFooter } from '../../shell/site-footer';
import { TopBar } from '../../shell/top-bar';
import { useViewport } from '../../shell/use-viewport';

/**
 * Top bar, page, footer; on phones the bottom bar, on wide screens back-to-top. `?mode=m` is the
 * mobile apps' view: the page alone.
 */
export function DefaultLayout() {
  const [searchParams] = useSearchParams();
  const appView = searchParams.get('mode') === 'm';
  const { width } = useViewport();
  const bottomBar = !appView && showsBottomBar(width);
  return (
    <>
      {!appView && <SkipLink />}
      {!appView && <TopBar />}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} mih="60vh" style={{ outline: 'none' }}>
        <Outlet />
      </Box>
      {!appView && <SiteFooter />}
      {/* Room under the bottom bar, so the footer's last line is not hidden behind it. */}
      {bottomBar && <Box h={BOTTOM_BAR_HEIGHT} aria-hidden="true" />}
      {bottomBar && <BottomBar />}
      <BackToTopSlot appView={appView} />
    </>
  );
}
