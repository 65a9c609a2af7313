import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { questionnaireAnswers } from '../../db/schema/questionnaire.ts';

/** The associated data of a client's sealed answers: they decrypt in this row only. */
export const answersContext = (clientId: string) => `questionnaire_answers.answers:${clientId}`;

export async function findAnswers(db: DbOrTx, clientId: string) {
  const [row] = await db
    .select()
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.clientId, clientId));
  return row;
}

/** Stores a client's sealed answers; false when the client has answered already. */
export async function insertAnswers(
  db: DbOrTx,
  values: { clientId: string; answers: string; submittedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(questionnaireAnswers)
    .values(values)
    .onConflictDoNothing()
    .returning({ clientId: questionnaireAnswers.clientId });
  return rows.length > 0;
}
