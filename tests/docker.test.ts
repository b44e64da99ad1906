// The Docker image cannot be built here (no Docker engine), so this replays the Dockerfile instead:
// each COPY puts the files of the build context (less .dockerignore) into the stage's tree, and each
// RUN checks that the files it needs are already there. A step out of order (npm ci before the
// postinstall script is copied) or a file the server reads at run time left out fails here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../server/db/client';

const root = path.resolve('.');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { dev?: boolean }> };

// ---------- .dockerignore (moby/patternmatcher: `*`, `?`, `**`, `!`; a match on a folder excludes what is inside)

function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i] as string;
    if (ch === '*' && glob[i + 1] === '*') {
      re += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (ch === '*') re += '[^/]*';
    else if (ch === '?') re += '[^/]';
    else re += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

function readDockerignore(): (file: string) => boolean {
  const rules = (existsSync(path.join(root, '.dockerignore')) ? read('.dockerignore') : '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negated = l.startsWith('!');
      const pattern = path.posix.normalize((negated ? l.slice(1) : l).replace(/^\/+/, ''));
      return { negated, re: globToRegExp(pattern) };
    });
  return (file) => {
    const parts = file.split('/');
    const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let excluded = false;
    for (const { negated, re } of rules) if (candidates.some((c) => re.test(c))) excluded = !negated;
    return excluded;
  };
}
const ignored = readDockerignore();

/** The files `docker build .` sends to the builder. */
function contextFiles(dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (ignored(rel)) return [];
    return entry.isDirectory() ? contextFiles(rel) : [rel];
  });
}
const context = contextFiles();

// ---------- Dockerfile

interface Step {
  line: number;
  op: string;
  args: string;
}
interface Stage {
  name: string;
  steps: Step[];
}

function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let instruction = (lines[i] as string).trim();
    if (!instruction || instruction.startsWith('#')) continue;
    while (instruction.endsWith('\\') && i + 1 < lines.length) {
      instruction = `${instruction.slice(0, -1)} ${(lines[++i] as string).trim()}`;
    }
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(instruction) ?? [];
    if (op.toUpperCase() === 'FROM') {
      const as = /\s+AS\s+(\S+)$/i.exec(args);
      stages.push({ name: as?.[1] ?? String(stages.length), steps: [] });
    } else {
      stages.at(-1)?.steps.push({ line: start + 1, op: op.toUpperCase(), args });
    }
  }
  return stages;
}

// ---------- source graph: which files the build reads, which packages the server imports

const SOURCE_EXT = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx', '/index.js'];
const IMPORT =
  /(?:^|[^.\w$])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]|import\(\s*['"]([^'"\n]+)['"]\s*\)|import\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"\n]+)['"]/g;
const packageName = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

function resolveSource(fromFile: string, spec: string): string {
  const base = spec.startsWith('@/')
    ? path.join(root, 'src', spec.slice(2))
    : path.resolve(path.dirname(fromFile), spec);
  const found = SOURCE_EXT.map((ext) => base + ext).find(isFile);
  if (!found) throw new Error(`${path.relative(root, fromFile)}: cannot resolve "${spec}"`);
  return found;
}

function expandGlob(fromFile: string, glob: string): string[] {
  const dir = path.dirname(fromFile);
  const re = globToRegExp(path.relative(root, path.resolve(dir, glob)).split(path.sep).join('/'));
  return context.filter((f) => re.test(f)).map((f) => path.join(root, f));
}

// `//` after a colon or a quote is a URL inside a string, not a comment
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Every source file reachable from the entries, and every package they import (type-only imports aside). */
function sourceGraph(entries: string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((e) => path.join(root, e));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    for (const m of withoutComments(readFileSync(file, 'utf8')).matchAll(IMPORT)) {
      const [, typeOnly, fromSpec, dynamicSpec, globSpec] = m;
      if (globSpec) {
        queue.push(...expandGlob(file, globSpec));
        continue;
      }
      const spec = (fromSpec ?? dynamicSpec ?? '').replace(/\?.*$/, '');
      if (typeOnly || !spec) continue;
      if (spec.startsWith('.') || spec.startsWith('@/')) queue.push(resolveSource(file, spec));
      else if (spec.startsWith('chakra-theme'))
        packages.add('@chakra-ui/react'); // vite.config.ts alias
      else if (!spec.startsWith('node:') && !builtinModules.includes(spec)) packages.add(packageName(spec));
    }
  }
  return { files: [...files].map((f) => path.relative(root, f).split(path.sep).join('/')), packages };
}

// ---------- replay

const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'preprepare', 'prepare', 'postprepare'];

/**
 * Files a package.json script reads: those it names (e.g. `node scripts/make-favicon.mjs`) with what they
 * import, and for patch-package the patches it applies (patches/*.patch).
 */
function filesNamedBy(command: string): string[] {
  const words = command.split(/[\s;&|]+/);
  const named = words.filter((word) => /^[\w./-]+$/.test(word) && isFile(path.join(root, word)));
  const patches = words.includes('patch-package')
    ? context.filter((f) => f.startsWith('patches/') && f.endsWith('.patch'))
    : [];
  return [...sourceGraph(named).files, ...patches];
}

const [serverEntry, serverOutDir] =
  /--ssr (\S+) --outDir (\S+)/.exec(pkg.scripts.build ?? '')?.slice(1) ?? [];
const clientEntry = /input: '([^']+)'/.exec(read('vite.config.ts'))?.[1];
const serverBundle = `${serverOutDir}/${path.basename(serverEntry ?? '', path.extname(serverEntry ?? ''))}.js`;
// server/pages/production.ts reads the client build's manifest
const clientManifest = 'dist/client/.vite/manifest.json';

interface Tree {
  workdir: string;
  files: Set<string>;
  installed: boolean;
  patched: boolean;
  pruned: boolean;
}

/** What `COPY <source> <dest>` adds, given the files (relative paths) of the place it copies from. */
function copied(available: string[], source: string, dest: string, destIsDir: boolean): string[] {
  const clean = path.posix.normalize(source).replace(/\/$/, '');
  const target = path.posix.normalize(dest).replace(/\/$/, '').replace(/^\.$/, '');
  const into = (rel: string) => (target ? `${target}/${rel}` : rel);
  if (clean === '.') return available.map(into);
  if (available.includes(clean)) return [destIsDir ? into(path.posix.basename(clean)) : target];
  const inside = available.filter((f) => f.startsWith(`${clean}/`));
  if (inside.length > 0) return inside.map((f) => into(f.slice(clean.length + 1)));
  const re = globToRegExp(clean);
  return available.filter((f) => re.test(f)).map((f) => into(path.posix.basename(f)));
}

function replay(stages: Stage[]) {
  const trees = new Map<string, Tree>();
  const problems: string[] = [];
  for (const stage of stages) {
    const tree: Tree = { workdir: '/', files: new Set(), installed: false, patched: false, pruned: false };
    trees.set(stage.name, tree);
    const has = (file: string) =>
      tree.files.has(file) || [...tree.files].some((f) => f.startsWith(`${file}/`));
    const need = (step: Step, what: string, files: string[]) => {
      const missing = files.filter((f) => !has(f));
      if (missing.length > 0)
        problems.push(`line ${step.line} (${what}): ${missing.slice(0, 5).join(', ')} not copied yet`);
    };
    for (const step of stage.steps) {
      if (step.op === 'WORKDIR') tree.workdir = path.posix.resolve(tree.workdir, step.args);
      if (step.op === 'COPY') {
        const words = step.args.split(/\s+/);
        const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
        const paths = words.filter((w) => !w.startsWith('--'));
        const dest = paths.pop() ?? '';
        const destIsDir = paths.length > 1 || dest.endsWith('/') || dest === '.';
        const other = from ? trees.get(from) : undefined;
        if (from && !other) problems.push(`line ${step.line}: no stage named ${from}`);
        for (const source of paths) {
          const available = other ? [...other.files] : context;
          const relative = other ? path.posix.relative(other.workdir, source) : source;
          const added = copied(available, relative, dest, destIsDir);
          if (added.length === 0)
            problems.push(
              `line ${step.line}: ${source} is not in ${from ? `stage ${from}` : 'the build context'}`,
            );
          for (const f of added) tree.files.add(f);
          if (other && relative === 'node_modules') {
            Object.assign(tree, { installed: other.installed, patched: other.patched, pruned: other.pruned });
          }
        }
      } else if (step.op === 'RUN') {
        for (const command of step.args.split(/\s*&&\s*/)) {
          const argv = command.trim().split(/\s+/);
          const [tool, verb] = argv;
          const globalInstall = argv.includes('-g') || argv.includes('--global');
          if (tool === 'npm' && (verb === 'ci' || verb === 'install') && !globalInstall) {
            const ignoreScripts = argv.includes('--ignore-scripts');
            const scripts = ignoreScripts
              ? []
              : INSTALL_SCRIPTS.flatMap((s) => (pkg.scripts[s] ? filesNamedBy(pkg.scripts[s]) : []));
            const npmrc = context.includes('.npmrc') ? ['.npmrc'] : [];
            need(step, command, ['package.json', 'package-lock.json', ...npmrc, ...scripts]);
            Object.assign(tree, { installed: true, patched: !ignoreScripts, pruned: false });
            tree.files.add('node_modules/.package-lock.json');
          } else if (tool === 'npm' && verb === 'run' && argv[2] === 'build') {
            const built = sourceGraph(['vite.config.ts', serverEntry ?? '', clientEntry ?? '']).files;
            const publicFiles = context.filter((f) => f.startsWith('public/'));
            need(step, command, ['package.json', 'tsconfig.json', ...built, ...publicFiles]);
            if (!tree.installed || tree.pruned)
              problems.push(`line ${step.line}: the build needs the dev dependencies installed`);
            tree.files.add(serverBundle);
            tree.files.add(clientManifest);
          } else if (tool === 'npm' && verb === 'prune') {
            tree.pruned = argv.includes('--omit=dev');
          } else if (tool === 'node' && verb && !verb.startsWith('-')) {
            need(step, command, isFile(path.join(root, verb)) ? filesNamedBy(verb) : [verb]);
            if (pkg.scripts.postinstall?.includes(verb)) tree.patched = true;
          } else if (!globalInstall && !['mkdir', 'chown'].includes(tool ?? '')) {
            problems.push(`line ${step.line}: this test does not know what "${command}" needs; teach it`);
          }
        }
      }
    }
  }
  return { trees, problems };
}

const stages = parseDockerfile(read('Dockerfile'));
let replayed: ReturnType<typeof replay> | undefined;
const result = () => {
  replayed ??= replay(stages);
  return { ...replayed, runtime: replayed.trees.get(stages.at(-1)?.name ?? '') as Tree };
};

describe('the Docker image (Dockerfile replayed against the build context)', () => {
  it('has every file each build step needs when that step runs', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(result().problems).toEqual([]);
  });

  it('copies into the runtime image everything the server reads from its folder, and its start script', () => {
    const cmd = stages.at(-1)?.steps.findLast((s) => s.op === 'CMD')?.args;
    // the start script chooses the Node flags and runs the bundle (tests/serve-script.test.ts)
    expect(cmd && JSON.parse(cmd)).toEqual(['sh', 'scripts/serve.sh']);
    expect(read('scripts/serve.sh')).toContain(`set -- ${serverBundle}`);
    const migrations = path.relative(root, migrationsFolder);
    const needed = [
      'scripts/serve.sh',
      serverBundle,
      clientManifest,
      // "type": "module": without it node reads dist/server/*.js as CommonJS
      'package.json',
      'node_modules/.package-lock.json',
      ...context.filter((f) => f.startsWith(`${migrations}/`)),
    ];
    expect(needed.filter((f) => !result().runtime.files.has(f))).toEqual([]);
    expect(context.some((f) => f.startsWith(`${migrations}/`) && f.endsWith('.sql'))).toBe(true);
  });

  it("runs with production dependencies only, Chakra patched by the install's postinstall", () => {
    expect(result().runtime).toMatchObject({ installed: true, patched: true, pruned: true });
    const { packages } = sourceGraph([serverEntry ?? '']);
    expect(packages).toContain('@chakra-ui/react');
    // a package missing from the lock file or marked dev is gone after `npm prune --omit=dev`
    const dropped = [...packages].filter((name) => {
      const entry = lock.packages[`node_modules/${name}`];
      return !entry || entry.dev === true;
    });
    expect(dropped).toEqual([]);
  });

  it("keeps the host's installs, builds, data and secrets out of the build context", () => {
    for (const file of [
      'node_modules/react/package.json',
      'dist/server/main.js',
      'data/session-secret',
      '.env',
      '.git/HEAD',
    ]) {
      expect(ignored(file), file).toBe(true);
    }
    for (const file of [
      'package.json',
      'package-lock.json',
      'patches/@chakra-ui+react+3.37.0.patch',
      'drizzle/meta/_journal.json',
    ]) {
      expect(ignored(file), file).toBe(false);
    }
  });
});
