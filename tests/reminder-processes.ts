import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Starts two processes of tests/run-reminders.ts on the database at `databaseUrl` (`env` says which
 * pass, the day and the batch), lets both start at the same moment, and answers what each queued.
 */
export async function runReminderProcesses(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<number[]> {
  const script = path.resolve('tests/run-reminders.ts');
  const children = [1, 2].map(() => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: databaseUrl, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    const lines = createInterface({ input: child.stdout });
    const ready = new Promise<void>((resolve) => lines.on('line', (l) => l === 'ready' && resolve()));
    const result = new Promise<number>((resolve, reject) => {
      lines.on('line', (l) => {
        if (l.startsWith('{')) resolve((JSON.parse(l) as { queued: number }).queued);
      });
      child.once('exit', (code) => code !== 0 && reject(new Error(`exit ${code}: ${stderr}`)));
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    return { child, ready, result, exited };
  });
  await Promise.all(children.map((c) => c.ready));
  for (const c of children) c.child.stdin?.write('go\n');
  const queued = await Promise.all(children.map((c) => c.result));
  await Promise.all(children.map((c) => c.exited));
  return queued;
}
