// deploy/k8s/ cannot be applied here (no cluster): every manifest is checked against the Kubernetes API
// schemas that kubernetes-models vendors, twice: its validator (types, required fields, enums,
// formats), and its type declarations through the TypeScript compiler, which also refuses a field the
// API does not have (the schemas allow unknown fields; a misspelt `readinesProbe` would pass them).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

const DIR = 'deploy/k8s';

const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(file);
    return /\.ya?ml$/.test(entry.name) ? [file] : [];
  });

interface Manifest {
  where: string;
  apiVersion: string;
  kind: string;
  body: Record<string, unknown>;
}

function manifests(): Manifest[] {
  return yamlFiles(DIR).flatMap((file) =>
    parseAllDocuments(readFileSync(file, 'utf8')).map((doc, index) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]?.message}`);
      const body = doc.toJS() as Record<string, unknown>;
      return {
        where: `${file} #${index + 1}`,
        apiVersion: String(body.apiVersion),
        kind: String(body.kind),
        body,
      };
    }),
  );
}

/** kubernetes-models has a module per API version and kind: kubernetes-models/apps/v1/Deployment. */
const modelPath = (m: Manifest) => `kubernetes-models/${m.apiVersion}/${m.kind}`;

/** Validates with the model's schema; resolves with the error text, '' when valid. */
async function schemaErrors(m: Manifest): Promise<string> {
  const module = (await import(modelPath(m)).catch(() => ({}))) as Record<string, unknown>;
  const Model = module[m.kind] as (new (data: unknown) => { validate(): void }) | undefined;
  if (!Model) return `no model for ${m.apiVersion} ${m.kind}`;
  try {
    new Model(m.body).validate();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

/** Type-checks each manifest as a literal of its kind's interface; the errors, by manifest. */
function typeErrors(list: Manifest[]): string[] {
  const file = path.resolve('tests/k8s-manifests.generated.ts');
  const source = list
    .map(
      (m, i) =>
        `export const m${i}: import(${JSON.stringify(modelPath(m))}).I${m.kind} = ${JSON.stringify(m.body)};`,
    )
    .join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, version, ...rest) =>
    name === file
      ? ts.createSourceFile(name, source, version)
      : getSourceFile.call(host, name, version, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? source : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    return `${list[line]?.where ?? d.file?.fileName}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

const all = manifests();
const byKind = (kind: string) => all.filter((m) => m.kind === kind).map((m) => m.body as never);

describe(`the Kubernetes manifests of ${DIR}`, () => {
  it('are a Deployment, a Service, an Ingress, a migration Job, a ConfigMap and a Secret', () => {
    expect(all.map((m) => m.kind).sort()).toEqual(
      ['ConfigMap', 'Deployment', 'Ingress', 'Job', 'Secret', 'Service'].sort(),
    );
  });

  it.each(all.map((m) => [m.where, m] as const))('%s passes the API schema', async (_, m) => {
    expect(await schemaErrors(m)).toBe('');
  });

  it('have only fields the API knows', () => {
    expect(typeErrors(all)).toEqual([]);
  }, 60_000);

  it('run two instances, ready on /readyz, alive on /healthz, drained before they are killed', () => {
    const [deployment] = byKind('Deployment') as IDeployment[];
    const pod = deployment?.spec?.template.spec;
    expect(deployment?.spec?.replicas).toBe(2);
    expect(pod?.containers[0]?.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(pod?.containers[0]?.livenessProbe?.httpGet?.path).toBe('/healthz');
    // SHUTDOWN_DELAY, SHUTDOWN_TIMEOUT and the app's own last-resort exit 10 s after them
    const [config] = byKind('ConfigMap') as IConfigMap[];
    expect(Number(config?.data?.SHUTDOWN_DELAY)).toBeGreaterThan(0);
    expect(pod?.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(
      Number(config?.data?.SHUTDOWN_DELAY) + Number(config?.data?.SHUTDOWN_TIMEOUT) + 10,
    );
  });
});
