import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files kept on local disk outside every served folder (`<dataDir>/private/<name>`), each under a
 * random name the server made. Only a route that checks who asks hands them out.
 */
export type TPrivateFolder = {
  root: string;
  /** Stores `data` under a new random name ending in `.<extension>`; answers the name. */
  put(data: Buffer, extension: 'webp' | 'pdf'): Promise<string>;
  /** The file's full path, for a name `put` answered (anything else is null). */
  pathOf(name: string): string | null;
};

const STORED_NAME = /^[a-f0-9]{32}\.(webp|pdf)$/u;

export function createPrivateFolder(dataDir: string, folder: string): TPrivateFolder {
  const root = path.resolve(dataDir, 'private', folder);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  return {
    root,
    async put(data, extension) {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      // Written aside and renamed, so a half-written file is never served.
      const partial = path.join(root, `.${name}.partial`);
      await writeFile(partial, data, { mode: 0o600 });
      await rename(partial, path.join(root, name));
      return name;
    },
    pathOf(name) {
      return STORED_NAME.test(name) ? path.join(root, name) : null;
    },
  };
}
