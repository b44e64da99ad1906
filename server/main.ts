// Production entry: serves the built client and the server-rendered pages.
// React chooses its development or production build from NODE_ENV when it is first loaded, and the
// served site is always the production build; the configuration still sees the NODE_ENV it was given
// (CONTRACT §2 ties the SESSION_SECRET requirement to an explicit NODE_ENV=production).
import { applyHeapGrowth } from './runtime-settings';

// before the app's modules are loaded and the heap grows (server/runtime-settings.ts)
applyHeapGrowth();

const env = { ...process.env };
process.env.NODE_ENV = 'production';

const [{ start }, { createProductionPages }] = await Promise.all([
  import('./start'),
  import('./pages/production'),
]);
await start(createProductionPages, env);
