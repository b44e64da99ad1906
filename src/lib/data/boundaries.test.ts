/**
 * The data layer's rules, checked on the source (a test failure, never a surprise in the browser):
 *
 * 1. One way to call the server from a component: a module that imports the tRPC hooks (`trpc` from
 *    src/lib/trpc.ts, or the session hooks of src/lib/data/session-actions.ts) exports only
 *    `withData(…)` components (src/lib/data/runtime.tsx), so no hook can render outside its provider.
 * 2. Only the data layer imports tRPC, react-query and superjson; only src/shared/zod.ts imports zod
 *    (it configures zod for the CSP before any schema exists).
 * 3. The first load stays light: what the browser entry imports statically, and what a page without
 *    data imports statically, reaches neither the data layer nor (for the entry) zod. A page whose
 *    route prefetches its data (`prefetch` in src/routes.ts) is one of them: its first render reads
 *    only that data, through usePublicQuery (src/lib/data/public-query.ts, the one module outside the
 *    layer that may import superjson, to read the page's state), never through withData. And no public
 *    page reaches zod statically (validation loads with the form that needs it), except the pages in
 *    `ZOD_PAGES`, whose first screen is a form.
 * 4. A page whose form loads on first use (`FORM_ON_FIRST_USE`: the server's HTML is kept while the page
 *    hydrates, src/components/travel-form/lazy-travel-form.tsx) reaches react-hook-form only lazily.
 *
 * `import type` is erased and ignored. `import { type X }` is not: with verbatimModuleSyntax it stays
 * an import of the module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

type Files = ReadonlyMap<string, string>;

const TRPC = 'src/lib/trpc.ts';
const RUNTIME = 'src/lib/data/runtime.tsx';
const SESSION_HOOKS = 'src/lib/data/session-actions.ts';
const ZOD_MODULE = 'src/shared/zod.ts';
const ENTRY = 'src/render/entry-client.tsx';
const ROUTES = 'src/routes.ts';
/** reads the page's prefetched state (superjson) and loads the layer with import() */
const PUBLIC_QUERY = 'src/lib/data/public-query.ts';
const PUBLIC_PAGES = 'src/pages/public/';
/** Public pages whose first screen is a form that validates with zod; any other public page is checked. */
const ZOD_PAGES = new Set(['src/pages/public/reset-password.tsx']);
/** Pages whose form (react-hook-form and all) loads on the visitor's first use, not with the page. */
const FORM_ON_FIRST_USE = new Set(['src/pages/public/travel-form.tsx']);
/** The data layer itself, and the server render, which builds the layer's runtime. */
const LAYER = [TRPC, RUNTIME, SESSION_HOOKS, 'src/lib/query-client.ts', 'src/lib/data/public-fetch.ts'];
const isTestOf = (file: string, module: string) => file === module.replace(/\.tsx?$/, '.test.ts');
/** A test beside a module of the layer (or of the public reader) belongs to the layer. */
const inLayer = (file: string) =>
  LAYER.some((module) => file === module || isTestOf(file, module)) ||
  isTestOf(file, PUBLIC_QUERY) ||
  file.startsWith('src/render/');

const isPackage = (spec: string, name: string) => spec === name || spec.startsWith(`${name}/`);
const DATA_PACKAGES = ['@tanstack/react-query', 'superjson'];
const isDataPackage = (spec: string) =>
  spec.startsWith('@trpc/') || DATA_PACKAGES.some((p) => isPackage(spec, p));

interface Import {
  spec: string;
  /** the module file inside src/, when the specifier is one */
  file?: string;
  /** names imported as values ('default', '*' for a namespace or a re-export of everything) */
  names: { imported: string; local: string }[];
  typeOnly: boolean;
  dynamic: boolean;
  reexport: boolean;
}

function resolve(files: Files, from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = `src/${spec.slice(2)}`;
  else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(from), spec);
  else return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => files.has(f));
}

function parse(file: string, source: string) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
}

function importsOf(files: Files, file: string, sf: ts.SourceFile): Import[] {
  const found: Import[] = [];
  const add = (spec: string, rest: Omit<Import, 'spec' | 'file'>) =>
    found.push({ spec, file: resolve(files, file, spec), ...rest });
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const names: Import['names'] = [];
      if (clause?.name) names.push({ imported: 'default', local: clause.name.text });
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        names.push({ imported: '*', local: bindings.name.text });
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) {
            names.push({ imported: (element.propertyName ?? element.name).text, local: element.name.text });
          }
        }
      }
      add(statement.moduleSpecifier.text, {
        names,
        typeOnly: Boolean(clause?.isTypeOnly),
        dynamic: false,
        reexport: false,
      });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements
              .filter((e) => !e.isTypeOnly)
              .map((e) => ({ imported: (e.propertyName ?? e.name).text, local: e.name.text }))
          : [{ imported: '*', local: '*' }];
      add(statement.moduleSpecifier.text, {
        names,
        typeOnly: statement.isTypeOnly,
        dynamic: false,
        reexport: true,
      });
    }
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, { names: [], typeOnly: false, dynamic: true, reexport: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  Boolean(ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword));

/** Rule 1: every value the module exports is `withData(…)` (called as imported from the runtime). */
function exportsOnlyWithData(file: string, sf: ts.SourceFile, imports: Import[]): string[] {
  const withDataNames = new Set(
    imports
      .filter((i) => i.file === RUNTIME)
      .flatMap((i) => i.names.filter((n) => n.imported === 'withData').map((n) => n.local)),
  );
  const isWithDataCall = (e: ts.Expression | undefined) =>
    !!e && ts.isCallExpression(e) && ts.isIdentifier(e.expression) && withDataNames.has(e.expression.text);
  const wrapped = new Set<string>();
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && isWithDataCall(d.initializer)) wrapped.add(d.name.text);
    }
  }
  const okValue = (e: ts.Expression) => isWithDataCall(e) || (ts.isIdentifier(e) && wrapped.has(e.text));
  const problems: string[] = [];
  const bad = (node: ts.Node, what: string) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    problems.push(`${file}:${line + 1} imports the tRPC hooks but exports ${what}, not withData(…)`);
  };
  for (const statement of sf.statements) {
    if (ts.isExportAssignment(statement)) {
      if (!okValue(statement.expression)) bad(statement, 'a default');
    } else if (ts.isVariableStatement(statement) && hasExport(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (!isWithDataCall(d.initializer)) bad(d, `'${d.name.getText(sf)}'`);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      hasExport(statement)
    ) {
      bad(statement, `'${statement.name?.text ?? 'default'}'`);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (statement.moduleSpecifier || !clause || !ts.isNamedExports(clause)) {
        bad(statement, 'a re-export');
        continue;
      }
      for (const e of clause.elements) {
        if (!e.isTypeOnly && !wrapped.has((e.propertyName ?? e.name).text)) bad(e, `'${e.name.text}'`);
      }
    }
  }
  return problems;
}

/** Modules, parsed once, with what they import. */
function analyse(files: Files) {
  const modules = new Map<string, { sf: ts.SourceFile; imports: Import[] }>();
  for (const [file, source] of files) {
    if (!/\.tsx?$/.test(file)) continue;
    const sf = parse(file, source);
    modules.set(file, { sf, imports: importsOf(files, file, sf) });
  }
  return modules;
}

/** The chain of static value imports from `start` to a module that breaks `isBad`, if any. */
function reach(
  modules: ReturnType<typeof analyse>,
  start: string,
  isBad: (file: string, imp?: Import) => boolean,
): string[] | undefined {
  const seen = new Set<string>([start]);
  const queue: string[][] = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift() as string[];
    const file = chain.at(-1) as string;
    if (isBad(file)) return chain;
    for (const imp of modules.get(file)?.imports ?? []) {
      if (imp.typeOnly || imp.dynamic) continue;
      if (isBad(file, imp)) return [...chain, imp.spec];
      if (imp.file && !seen.has(imp.file)) {
        seen.add(imp.file);
        queue.push([...chain, imp.file]);
      }
    }
  }
  return undefined;
}

function checkBoundaries(files: Files): string[] {
  const modules = analyse(files);
  const problems: string[] = [];
  const bindsHooks = (imports: Import[]) =>
    imports.some(
      (i) =>
        !i.typeOnly &&
        !i.dynamic &&
        ((i.file === TRPC && i.names.some((n) => n.imported === 'trpc' || n.imported === '*')) ||
          (i.file === SESSION_HOOKS && i.names.length > 0)),
    );

  for (const [file, { sf, imports }] of modules) {
    // rule 2
    for (const imp of imports) {
      if (imp.typeOnly) continue;
      if (isPackage(imp.spec, 'zod') && file !== ZOD_MODULE) {
        problems.push(`${file} imports '${imp.spec}': take \`z\` from src/shared/zod.ts`);
      }
      const reader = file === PUBLIC_QUERY && isPackage(imp.spec, 'superjson');
      if (isDataPackage(imp.spec) && !inLayer(file) && !reader) {
        problems.push(
          `${file} imports '${imp.spec}': only the data layer does (src/lib/data, src/lib/trpc.ts)`,
        );
      }
    }
    // rule 1
    if (!inLayer(file) && bindsHooks(imports)) problems.push(...exportsOnlyWithData(file, sf, imports));
  }

  // rule 3
  const dataLayerFiles = new Set(LAYER);
  const reachesData = (file: string, imp?: Import) =>
    imp ? isDataPackage(imp.spec) : dataLayerFiles.has(file);
  const reachesDataOrZod = (file: string, imp?: Import) =>
    reachesData(file, imp) || (imp ? isPackage(imp.spec, 'zod') : file === ZOD_MODULE);
  if (modules.has(ENTRY)) {
    const chain = reach(modules, ENTRY, reachesDataOrZod);
    if (chain) problems.push(`the first load reaches the data layer or zod: ${chain.join(' → ')}`);
  }
  // a page may read its state through the reader, which imports superjson (and the layer only lazily)
  const pageReachesData = (file: string, imp?: Import) =>
    !(file === PUBLIC_QUERY && imp && isPackage(imp.spec, 'superjson')) && reachesData(file, imp);
  const prefetched = prefetchedPages(files, modules);
  for (const [file, { imports }] of modules) {
    if (!file.startsWith('src/pages/')) continue;
    const reads = prefetched.has(file);
    if (!reads && bindsHooks(imports)) continue;
    const chain = reach(modules, file, pageReachesData);
    if (chain && reads) {
      problems.push(
        `a page whose first render reads prefetched data reaches the data layer: ${chain.join(' → ')}`,
      );
    } else if (chain) {
      problems.push(`a page without data reaches the data layer: ${chain.join(' → ')}`);
    }
  }
  const reachesZod = (file: string, imp?: Import) => (imp ? isPackage(imp.spec, 'zod') : file === ZOD_MODULE);
  for (const file of modules.keys()) {
    if (!file.startsWith(PUBLIC_PAGES) || /\.test\.tsx?$/.test(file) || ZOD_PAGES.has(file)) continue;
    const chain = reach(modules, file, reachesZod);
    if (chain) problems.push(`a public page's first load reaches zod: ${chain.join(' → ')}`);
  }
  // rule 4
  const reachesFormLibrary = (_file: string, imp?: Import) =>
    Boolean(imp && isPackage(imp.spec, 'react-hook-form'));
  for (const file of FORM_ON_FIRST_USE) {
    const chain = modules.has(file) ? reach(modules, file, reachesFormLibrary) : undefined;
    if (chain)
      problems.push(`a page whose form loads on first use reaches it statically: ${chain.join(' → ')}`);
  }
  return problems;
}

/**
 * The page modules of routes with a `prefetch` in src/routes.ts: a call with a page key and an object
 * that has `prefetch` (`pub('/blog', 'public/blog-list', { prefetch })`), or an object literal with
 * both `page` and `prefetch`.
 */
function prefetchedPages(files: Files, modules: ReturnType<typeof analyse>): Set<string> {
  const pages = new Set<string>();
  const sf = modules.get(ROUTES)?.sf;
  if (!sf) return pages;
  const isPageKey = (node: ts.Node): node is ts.StringLiteral =>
    ts.isStringLiteral(node) && /^(public|account|admin)\/[\w-]+$/.test(node.text);
  const property = (object: ts.ObjectLiteralExpression, name: string) =>
    object.properties.find(
      (p) =>
        (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText(sf) === name,
    );
  const add = (key: string) => {
    const file = resolve(files, ROUTES, `./pages/${key}`);
    if (file) pages.add(file);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const key = node.arguments.find(isPageKey);
      const withPrefetch = node.arguments.some(
        (a) => ts.isObjectLiteralExpression(a) && property(a, 'prefetch'),
      );
      if (key && withPrefetch) add(key.text);
    } else if (ts.isObjectLiteralExpression(node) && property(node, 'prefetch')) {
      const page = property(node, 'page');
      if (page && ts.isPropertyAssignment(page) && isPageKey(page.initializer)) add(page.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return pages;
}

function readSrc(): Map<string, string> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name)) files.set(rel, readFileSync(path.join(root, rel), 'utf8'));
    }
  };
  walk('src');
  return files;
}

it('src/ follows the data layer rules', () => {
  expect(checkBoundaries(readSrc())).toEqual([]);
});

describe('the checker', () => {
  // the real layer files the rules refer to, reduced to their exports
  const layer: [string, string][] = [
    [
      TRPC,
      `import { createTRPCReact } from '@trpc/react-query';\nexport const trpc = createTRPCReact();\nexport const errorMessage = () => '';`,
    ],
    [
      RUNTIME,
      `import { QueryClientProvider } from '@tanstack/react-query';\nexport function withData(C) { return C; }`,
    ],
    [
      SESSION_HOOKS,
      `import { trpc } from '@/lib/trpc';\nexport function useSignedIn() { return trpc.useUtils(); }`,
    ],
    [ZOD_MODULE, `import { config, z } from 'zod';\nconfig({ jitless: true });\nexport { z };`],
    [ENTRY, `import { Layout } from '@/components/layout';`],
    ['src/components/layout.tsx', `export function Layout() { return null; }`],
  ];
  const check = (...extra: [string, string][]) => checkBoundaries(new Map([...layer, ...extra]));

  it('accepts the one way: withData exports, in each form it takes', () => {
    expect(
      check(
        [
          'src/pages/a.tsx',
          `import { trpc } from '@/lib/trpc';\nimport { withData } from '@/lib/data/runtime';\nfunction Page() { trpc.x.useQuery(); }\nexport default withData(Page);`,
        ],
        [
          'src/components/b.tsx',
          `import { trpc } from '../lib/trpc';\nimport { withData as wrap } from '@/lib/data/runtime';\nexport const Form = wrap(function Form() { trpc.x.useMutation(); });\nexport interface FormProps { a: string }`,
        ],
        [
          'src/components/c.tsx',
          `import * as api from '@/lib/trpc';\nimport { withData } from '@/lib/data/runtime';\nconst C = withData(() => api.trpc.x.useQuery());\nexport { C };\nexport default C;`,
        ],
        [
          'src/components/d.tsx',
          `import { errorMessage } from '@/lib/trpc';\nexport function Plain() { return errorMessage(); }`,
        ],
      ),
    ).toEqual([]);
  });

  it('fails a component that calls a tRPC hook outside withData', () => {
    expect(
      check([
        'src/components/bad.tsx',
        `import { trpc } from '@/lib/trpc';\nimport { withData } from '@/lib/data/runtime';\nexport function Bad() { return trpc.x.useQuery(); }\nexport const Good = withData(Bad);`,
      ]),
    ).toEqual(["src/components/bad.tsx:3 imports the tRPC hooks but exports 'Bad', not withData(…)"]);
  });

  it('fails the other ways out: a re-export, a hook of the session, a withData of its own', () => {
    const problems = check(
      [
        'src/components/e.tsx',
        `import { trpc } from '@/lib/trpc';\nconst Inner = () => trpc.x.useQuery();\nexport { Inner };`,
      ],
      ['src/components/f.tsx', `export { trpc } from '@/lib/trpc';`],
      [
        'src/components/g.tsx',
        `import { useSignedIn } from '@/lib/data/session-actions';\nexport default function G() { useSignedIn(); }`,
      ],
      [
        'src/components/h.tsx',
        `import { trpc } from '@/lib/trpc';\nconst withData = (c) => c;\nexport default withData(() => trpc.x.useQuery());`,
      ],
    );
    expect(problems).toEqual([
      "src/components/e.tsx:3 imports the tRPC hooks but exports 'Inner', not withData(…)",
      'src/components/f.tsx:1 imports the tRPC hooks but exports a re-export, not withData(…)',
      "src/components/g.tsx:2 imports the tRPC hooks but exports 'G', not withData(…)",
      'src/components/h.tsx:3 imports the tRPC hooks but exports a default, not withData(…)',
    ]);
  });

  it('fails zod and the data packages imported outside their modules (type-only imports pass)', () => {
    expect(
      check(
        ['src/shared/x.ts', `import { z } from 'zod';\nexport const X = z.string();`],
        [
          'src/components/y.tsx',
          `import superjson from 'superjson';\nimport type { QueryClient } from '@tanstack/react-query';\nconst m = () => import('zod/mini');`,
        ],
      ),
    ).toEqual([
      "src/shared/x.ts imports 'zod': take `z` from src/shared/zod.ts",
      "src/components/y.tsx imports 'superjson': only the data layer does (src/lib/data, src/lib/trpc.ts)",
      "src/components/y.tsx imports 'zod/mini': take `z` from src/shared/zod.ts",
    ]);
  });

  it('fails a page whose route prefetches its data and that reads it through the data layer', () => {
    const routes: [string, string] = [
      ROUTES,
      `const pub = (path, page, extra) => ({ path, page, ...extra });\nexport const appRoutes = [\n  pub('/p', 'public/product', { prefetch: (t) => t.x.prefetch() }),\n  { path: '/q', page: 'public/post', area: 'public', prefetch: async () => {} },\n  pub('/about', 'public/about'),\n];`,
    ];
    const reader: [string, string] = [
      PUBLIC_QUERY,
      `import superjson from 'superjson';\nconst load = () => import('./public-fetch');\nexport function usePublicQuery() { return superjson.deserialize(load); }`,
    ];
    const withData = `import { trpc } from '@/lib/trpc';\nimport { withData } from '@/lib/data/runtime';\nfunction Page() { trpc.x.useQuery(); }\nexport default withData(Page);`;
    const readsState = `import { usePublicQuery } from '@/lib/data/public-query';\nexport default function Page() { usePublicQuery('x'); }`;
    // what the pages did before usePublicQuery: fine for a page without a prefetch, not for one with it
    expect(
      check(
        routes,
        reader,
        ['src/pages/public/product.tsx', withData],
        ['src/pages/public/post.tsx', withData],
        ['src/pages/public/about.tsx', withData],
      ),
    ).toEqual([
      'a page whose first render reads prefetched data reaches the data layer: src/pages/public/product.tsx → src/lib/trpc.ts',
      'a page whose first render reads prefetched data reaches the data layer: src/pages/public/post.tsx → src/lib/trpc.ts',
    ]);
    expect(
      check(
        routes,
        reader,
        ['src/pages/public/product.tsx', readsState],
        ['src/pages/public/post.tsx', readsState],
      ),
    ).toEqual([]);
    // the reader's superjson is allowed; anything else of the layer it imports statically is not
    expect(
      check(
        routes,
        [
          PUBLIC_QUERY,
          `import superjson from 'superjson';\nimport { withData } from './runtime';\nexport function usePublicQuery() {}`,
        ],
        ['src/pages/public/product.tsx', readsState],
      ),
    ).toEqual([
      'a page whose first render reads prefetched data reaches the data layer: src/pages/public/product.tsx → src/lib/data/public-query.ts → src/lib/data/runtime.tsx',
    ]);
  });

  it('fails a first load or a page without data that reaches the data layer, not one that loads it later', () => {
    const problems = check(
      [
        'src/components/layout.tsx',
        `import { Form } from './form';\nconst later = () => import('@/lib/data/runtime');\nexport function Layout() {}`,
      ],
      [
        'src/components/form.tsx',
        `import { type ContactInput } from '@/shared/contact';\nexport function Form() {}`,
      ],
      ['src/shared/contact.ts', `import { z } from './zod';\nexport const ContactSchema = z.object({});`],
      ['src/pages/home.tsx', `import { errorMessage } from '@/lib/trpc';\nexport default function Home() {}`],
    );
    expect(problems).toEqual([
      'the first load reaches the data layer or zod: src/render/entry-client.tsx → src/components/layout.tsx → src/components/form.tsx → src/shared/contact.ts → src/shared/zod.ts',
      'a page without data reaches the data layer: src/pages/home.tsx → src/lib/trpc.ts',
    ]);
  });

  it('fails a public page whose first load reaches zod, not one that loads it on demand or is a form page', () => {
    const problems = check(
      [
        'src/pages/public/blog-list.tsx',
        `import { PostCard } from '@/components/blog/post-card';\nexport default function BlogList() {}`,
      ],
      [
        'src/components/blog/post-card.tsx',
        `import { formatPostDate } from '@/shared/blog';\nexport function PostCard() {}`,
      ],
      ['src/shared/blog.ts', `import { z } from './zod';\nexport const formatPostDate = () => '';`],
      [
        'src/pages/public/travel-form.tsx',
        `import type { TravelRequest } from '@/shared/blog';\nconst checks = () => import('@/shared/blog');\nexport default function TravelForm() {}`,
      ],
      [
        'src/pages/public/reset-password.tsx',
        `import { z } from '@/shared/zod';\nexport default function Reset() {}`,
      ],
    );
    expect(problems).toEqual([
      "a public page's first load reaches zod: src/pages/public/blog-list.tsx → src/components/blog/post-card.tsx → src/shared/blog.ts → src/shared/zod.ts",
    ]);
  });

  it('fails the travel form page when it reaches react-hook-form statically, not when it loads the form later', () => {
    const form: [string, string] = [
      'src/components/travel-form/travel-form.tsx',
      `import { useForm } from 'react-hook-form';\nexport function TravelForm() { useForm(); }`,
    ];
    expect(
      check(form, [
        'src/pages/public/travel-form.tsx',
        `import type { TravelFormProps } from '@/components/travel-form/travel-form';\nconst load = () => import('@/components/travel-form/travel-form');\nexport default function Page() {}`,
      ]),
    ).toEqual([]);
    expect(
      check(form, [
        'src/pages/public/travel-form.tsx',
        `import { TravelForm } from '@/components/travel-form/travel-form';\nexport default function Page() {}`,
      ]),
    ).toEqual([
      'a page whose form loads on first use reaches it statically: src/pages/public/travel-form.tsx → src/components/travel-form/travel-form.tsx → react-hook-form',
    ]);
  });
});
