import { TOPIC_CATEGORIES, type TTopicCategory } from '@app/contracts/topic-categories';
import type { TFunction } from '../../../lib/translator';

function isTopicCategory(category: string): category is TTopicCategory {
  return (TOPIC_CATEGORIES as readonly string[]).includes(category);
}

/** A topic category's name in the page's language; a key this version does not know shows as it is. */
export function topicCategoryLabel(t: TFunction<'directory'>, category: string): string {
  return isTopicCategory(category) ? t(`categories.${category}`) : category;
}
