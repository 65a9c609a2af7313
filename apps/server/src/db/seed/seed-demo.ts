import type { Db } from '../client.ts';

export async function seedDemoData(db: Db): Promise<void> {
  void db;
}
