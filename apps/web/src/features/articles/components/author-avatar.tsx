import type { TArticleAuthor } from '@app/contracts/articles';
import { Avatar } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/**
 * An author's round photo, named for screen readers; without one, the first character of their
 * name, which the name beside it already says (hidden from screen readers).
 */
export function AuthorAvatar({ author, size }: { author: TArticleAuthor; size: number }) {
  const { t } = useTranslation('articles');
  if (author.photo) {
    return (
      <Avatar
        src={author.photo}
        alt={t('authors.photoAlt', { name: author.name })}
        size={size}
        radius="50%"
        color="sea.8"
        variant="light"
        style={{ flexShrink: 0 }}
      />
    );
  }
  return (
    <Avatar
      aria-hidden="true"
      size={size}
      radius="50%"
      color="sea.8"
      variant="light"
      style={{ flexShrink: 0 }}
      styles={{ placeholder: { fontSize: size / 2.5 } }}
    >
      {author.name.slice(0, 1)}
    </Avatar>
  );
}
