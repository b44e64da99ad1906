// Production entry: serves the built client and the server-rendered pages.
// React chooses its development or production build from NODE_ENV when it is first loaded, and the
// served site is always the production build; the configuration still sees the NODE_ENV it was given
// (the SESSION_SECRET requirement is tied to an explicit NODE_ENV=production).
// Started by scripts/serve.sh, which chooses the Node flags and memory settings it runs with.
// `main.js migrate` prepares the database and exits instead (a deployment's migration job);
// `main.js rotate-data-key` re-encrypts the sensitive fields under the current data key and exits;
// `main.js reset-second-factor USERNAME` clears that user's second factors and exits.
export {};

const env = { ...process.env };
process.env.NODE_ENV = 'production';

if (process.argv[2] === 'migrate') {
  const { migrate } = await import('./start');
  await migrate(env);
} else if (process.argv[2] === 'rotate-data-key') {
  const { rotateDataKey } = await import('./data-key/rotate');
  await rotateDataKey(env);
} else if (process.argv[2] === 'reset-second-factor') {
  const { resetSecondFactorCommand } = await import('./auth/reset-second-factor');
  await resetSecondFactorCommand(process.argv[3], env);
} else {
  const [{ start }, { createProductionPages }] = await Promise.all([
    import('./start'),
    import('./pages/production'),
  ]);
  await start(createProductionPages, env);
}
