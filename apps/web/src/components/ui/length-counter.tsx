import { Text } from '@mantine/core';

/** "12 / 5000" under a text with a length limit, red once over it (the same in every language). */
export function LengthCounter({ value, max }: { value: string | undefined; max: number }) {
  const count = (value ?? '').trim().length;
  return (
    <Text span fz="xs" c={count > max ? 'red.8' : 'gray.7'}>
      {count} / {max}
    </Text>
  );
}
