// Starts the production server without pages, for the process-level tests (server/start.test.ts, server/db/restart.test.ts).
import { start } from '../server/start';

await start(async () => () => {});
