import type { TArticleBlock } from '@app/contracts/articles';
import { Stack, Text, Title } from '@mantine/core';

/** An article's text: its subheadings under the page's title, its paragraphs with their line breaks. */
export function ArticleBody({ blocks }: { blocks: readonly TArticleBlock[] }) {
  return (
    <Stack gap="md">
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <Title key={index} order={2} fz="h3" mt="sm">
            {block.text}
          </Title>
        ) : (
          <Text key={index} fz="lg" lh={1.8} style={{ whiteSpace: 'pre-line' }}>
            {block.text}
          </Text>
        ),
      )}
    </Stack>
  );
}
