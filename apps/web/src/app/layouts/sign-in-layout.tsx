import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { BrandLink } from '../../shell/brand-link';
import { LocaleSwitch } from '../../shell/locale-switch';

/** The brand bar only (with the language switch), and the page on a quiet background. */
export function SignInLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="xl" py="md">
          <Group justify="space-between">
            <BrandLink />
            <LocaleSwitch />
          </Group>
        </Container>
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        bg="sea.0"
        py="xl"
        style={{ flex: 1, outline: 'none' }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
