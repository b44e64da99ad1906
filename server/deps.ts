import type { Config } from './config';
import type { ContentChanges } from './content-changes';
import type { Database } from './db/client';
import type { Logger } from './log';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/types';

/** Everything a request handler may need, built once at start (and by tests). */
export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  log: Logger;
  mailer: Mailer;
  /** content edits tell the page cache which public pages to drop */
  contentChanges: ContentChanges;
}
