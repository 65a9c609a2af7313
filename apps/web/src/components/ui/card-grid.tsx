import { SimpleGrid, type SimpleGridProps } from '@mantine/core';

/**
 * Cards side by side as far as the screen allows, read out as a list (each child an `<li>`);
 * `ordered` when the order means something, e.g. steps.
 */
export function CardGrid({
  cols,
  spacing = 'lg',
  ordered = false,
  children,
}: Pick<SimpleGridProps, 'cols' | 'spacing' | 'children'> & { ordered?: boolean }) {
  return (
    <SimpleGrid
      component={ordered ? 'ol' : 'ul'}
      cols={cols}
      spacing={spacing}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </SimpleGrid>
  );
}
