// What every command-line entry shares (the server's start, migrate, data-key:rotate,
// admin:reset-second-factor): the configuration read once, and one line on stderr when it cannot go on.
import { type Config, ConfigError, loadConfig } from './config';

/** Ends the command with one line on stderr and exit code 1. */
export function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

/** Reads the configuration or ends the process with one line naming the bad variable. */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
}
