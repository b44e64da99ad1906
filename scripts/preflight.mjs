// `npm test` starts here: it stops at once, with one line naming what is missing and the command that
// installs it, instead of failing deep inside a tool. Node built-ins only: it runs before anything else.
import { accessSync, constants, existsSync } from 'node:fs';

const needs = [
  {
    ok: () => Number(process.versions.node.split('.')[0]) >= 20,
    line: `Node ${process.versions.node} is too old: install Node 20.19 or newer`,
  },
  {
    ok: () => existsSync('node_modules/.package-lock.json'),
    line: 'the dependencies are not installed: run npm ci',
  },
  {
    ok: () => {
      try {
        accessSync('/usr/bin/chromium', constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    line: "Debian's Chromium is missing at /usr/bin/chromium (the end-to-end tests drive it): run apt-get install -y chromium",
  },
];

const missing = needs.filter((need) => !need.ok());
for (const need of missing) console.error(`npm test: ${need.line}`);
if (missing.length > 0) process.exit(1);
