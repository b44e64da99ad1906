// Starts the production server without pages, for the process-level test (server/start.test.ts).
import { start } from '../server/start';

await start(async () => () => {});
