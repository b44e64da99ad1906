// The production server without pages, plus a test-only slow route, for server/shutdown.test.ts:
// GET /test/slow?ms=N answers after N ms, and only once the database has answered too.
import { start } from '../server/start';

await start(async (deps) => (app) => {
  app.get('/test/slow', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, Number(c.req.query('ms') ?? 1000)));
    await deps.database.ping();
    return c.json({ slow: true });
  });
});
