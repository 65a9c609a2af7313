import type { TPublicIssueCourse } from '@app/contracts/issue-courses';
import { useTranslation } from '../../../lib/use-translation';
import { ArticleCard, ArticleCardTitle } from '../../../components/ui/card';
import { Fact, Facts } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { ImageCover } from './image-cover';
import { LengthAndPriceFacts } from './length-and-price';

/** One published topic: its cover image, title (to its page), counselor, length and price in points. */
export function TopicCard({
  topic,
  headingOrder = 2,
}: {
  topic: TPublicIssueCourse;
  /** 3 when the cards sit in a section of their own (the home page). */
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation('directory');
  return (
    <ArticleCard>
      {topic.coverImage && (
        <ImageCover path={topic.coverImage} alt={t('topic.coverImage', { title: topic.title })} maw="100%" />
      )}
      <ArticleCardTitle order={headingOrder} to={paths.focusIssue.getHref(topic.id)}>
        {topic.title}
      </ArticleCardTitle>
      <Facts>
        <Fact term={t('focusIssues.counselor')} value={topic.counselor.fullName} />
        <LengthAndPriceFacts length={topic.length} price={topic.price} />
      </Facts>
    </ArticleCard>
  );
}
