import type { TArticleScale } from '@app/contracts/articles';
import type { TDatabase } from '../db/client.ts';
import { articleAuthors, articles } from '../db/schema/articles.ts';

/** An author of the column; numbered by the database unless `id` is given. */
export async function insertArticleAuthor(
  database: TDatabase,
  author: { id?: number; name: string; title?: string; bio?: string; counselorId?: string },
): Promise<number> {
  const [row] = await database.db
    .insert(articleAuthors)
    .values({ title: '諮商心理師', bio: `${author.name}的介紹。`, ...author })
    .returning({ id: articleAuthors.id });
  if (!row) throw new Error('author not inserted');
  return row.id;
}

/** An article published at `publishedAt` (a later date schedules it). */
export async function insertArticle(
  database: TDatabase,
  article: {
    authorId: number;
    title: string;
    publishedAt: Date;
    body?: string;
    summary?: string;
    scale?: TArticleScale;
    updatedAt?: Date;
  },
): Promise<string> {
  const [row] = await database.db
    .insert(articles)
    .values({
      status: 'published',
      summary: `${article.title}的摘要。`,
      body: `${article.title}的內文。`,
      updatedAt: article.publishedAt,
      ...article,
    })
    .returning({ id: articles.id });
  if (!row) throw new Error('article not inserted');
  return row.id;
}
