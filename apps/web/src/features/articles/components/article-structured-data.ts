import type { TArticleDetail } from '@app/contracts/articles';

/**
 * schema.org's view of an article: its headline and summary, when it was published and last
 * changed, who wrote it and the site that publishes it.
 */
export function articleStructuredData(article: TArticleDetail, publisher: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.title },
    publisher: { '@type': 'Organization', name: publisher },
  };
}
