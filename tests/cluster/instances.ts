/**
 * The built app's instances, started as production starts them (scripts/serve.sh), each on its own port
 * with the same database, store, mail and session secret. An exit nobody asked for is counted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

export interface Instance {
  name: string;
  port: number;
  url: string;
  /** exits that were not asked for by `stop` (a crash), with their codes and the output's last lines */
  crashes: { code: number | null; signal: string | null; tail: string }[];
  /** SIGTERM, and the exit code of the stop */
  stop(): Promise<number | null>;
  /** starts the process again (after `stop`), once it says where it serves */
  start(): Promise<void>;
  /** everything it printed on stderr, and the lines of stdout that name an error */
  output(): string;
}

/** `name` on `port` with `env` (started by `start()`); its output goes to logDir. */
export function createInstance(
  name: string,
  port: number,
  env: Record<string, string>,
  logDir: string,
): Instance {
  let child: ChildProcess | undefined;
  let stopping = false;
  let recent = '';
  let errors = '';
  const crashes: Instance['crashes'] = [];
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      stopping = false;
      let printed = '';
      const proc = spawn('sh', ['scripts/serve.sh'], {
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      const keep = (chunk: Buffer, stream: 'out' | 'err') => {
        const text = chunk.toString();
        log.write(text);
        recent = (recent + text).slice(-4000);
        if (stream === 'err') errors += text;
        else for (const line of text.split('\n')) if (/"level":(50|60)/.test(line)) errors += `${line}\n`;
        printed += text;
        if (/^Serving on /m.test(printed) && /^Admin: /m.test(printed)) resolve();
      };
      proc.stdout?.on('data', (chunk: Buffer) => keep(chunk, 'out'));
      proc.stderr?.on('data', (chunk: Buffer) => keep(chunk, 'err'));
      proc.once('exit', (code, signal) => {
        if (!stopping) crashes.push({ code, signal, tail: recent.split('\n').slice(-8).join('\n') });
        reject(new Error(`${name} exited (${code ?? signal}) before serving:\n${recent}`));
      });
    });

  const instance: Instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    crashes,
    start,
    async stop() {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return proc?.exitCode ?? null;
      stopping = true;
      const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
      proc.kill('SIGTERM');
      return exited;
    },
    output: () => errors,
  };
  return instance;
}
