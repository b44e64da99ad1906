/**
 * The system registers no slot recipe (src/theme/system.ts: only what the first paint needs), so every
 * Chakra part component's root must be handed its recipe (`<Tabs.Root recipe={…}>`): without it Chakra
 * finds no recipe and the component renders unstyled, which no type check catches. Dialogs and fields,
 * the common ones, go through `DialogRoot` and `FieldRoot` (src/components/ui), which pass it themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// the wrappers that pass these namespaces' recipes; elsewhere their roots are not used directly
const wrapped: Record<string, { component: string; file: string }> = {
  Dialog: { component: 'DialogRoot', file: 'src/components/ui/dialog-root.tsx' },
  Field: { component: 'FieldRoot', file: 'src/components/ui/field-root.tsx' },
};

/**
 * `<X.Root …>` elements of namespaces imported from @chakra-ui/react that lack a `recipe` prop, and
 * `<Dialog.Root>` / `<Field.Root>` outside their wrappers.
 */
function rootsWithoutRecipe(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const chakra = new Set<string>();
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if ((statement.moduleSpecifier as ts.StringLiteral).text !== '@chakra-ui/react') continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) chakra.add(e.name.text);
  }
  const problems: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName;
      if (
        ts.isPropertyAccessExpression(tag) &&
        tag.name.text === 'Root' &&
        ts.isIdentifier(tag.expression) &&
        chakra.has(tag.expression.text)
      ) {
        const hasRecipe = node.attributes.properties.some(
          (p) => ts.isJsxAttribute(p) && p.name.getText(sf) === 'recipe',
        );
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        const wrapper = wrapped[tag.expression.text];
        if (wrapper && wrapper.file !== file)
          problems.push(`${file}:${line} <${tag.expression.text}.Root>: use ${wrapper.component}`);
        else if (!hasRecipe) problems.push(`${file}:${line} <${tag.expression.text}.Root> without recipe`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return problems;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('slot recipes travel with their components', () => {
  it('every Chakra part root in src/ is handed its recipe', () => {
    const problems = sources('src').flatMap((file) => rootsWithoutRecipe(file, readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('fails a root without one, and passes one with it or from elsewhere', () => {
    const bad = `import { Tabs } from '@chakra-ui/react';\nexport const A = () => (\n  <Tabs.Root>\n    x\n  </Tabs.Root>\n);`;
    expect(rootsWithoutRecipe('a.tsx', bad)).toEqual(['a.tsx:3 <Tabs.Root> without recipe']);
    const good = `import { Tabs } from '@chakra-ui/react';\nexport const A = () => <Tabs.Root recipe={r} />;`;
    expect(rootsWithoutRecipe('b.tsx', good)).toEqual([]);
    const direct = `import { Dialog } from '@chakra-ui/react';\nexport const A = () => <Dialog.Root recipe={r} open />;`;
    expect(rootsWithoutRecipe('d.tsx', direct)).toEqual(['d.tsx:2 <Dialog.Root>: use DialogRoot']);
    const other = `import { Menu } from './menu';\nexport const A = () => <Menu.Root />;`;
    expect(rootsWithoutRecipe('c.tsx', other)).toEqual([]);
  });
});
