import { Alert, Button, Stack, Text } from '@mantine/core';

/** A read that failed, said plainly, with a button to ask again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
