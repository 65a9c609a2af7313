import type { TArticleBlock } from '@app/contracts/articles';
import { Stack, Text, Title } from '@mantine/core';

/**
 * An article's summary and text as the column's page shows them, under a title the caller shows:
 * the subheadings at `headingOrder` (a level below that title), the paragraphs with their line
 * breaks. The blocks are the API's, or `articleBlocks` of the text being written.
 */
export function ArticleText({
  summary,
  blocks,
  headingOrder,
}: {
  summary: string;
  blocks: readonly TArticleBlock[];
  headingOrder: 2 | 3 | 4;
}) {
  return (
    <Stack gap="xl">
      {summary.trim() !== '' && (
        <Text fz="lg" c="gray.8" style={{ whiteSpace: 'pre-line' }}>
          {summary.trim()}
        </Text>
      )}
      <Stack gap="md">
        {blocks.map((block, index) =>
          block.kind === 'heading' ? (
            <Title key={index} order={headingOrder} fz="h3" mt="sm">
              {block.text}
            </Title>
          ) : (
            <Text key={index} fz="lg" lh={1.8} style={{ whiteSpace: 'pre-line' }}>
              {block.text}
            </Text>
          ),
        )}
      </Stack>
    </Stack>
  );
}
