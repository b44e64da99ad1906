/**
 * The system registers no slot recipe (src/theme/system.ts: only what the first paint needs), so every
 * Chakra part component's root must be handed its recipe (`<Dialog.Root recipe={dialogSlotRecipe}>`):
 * without it Chakra finds no recipe and the component renders unstyled, which no type check catches.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** `<X.Root …>` elements of namespaces imported from @chakra-ui/react that lack a `recipe` prop. */
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
        if (!hasRecipe) problems.push(`${file}:${line} <${tag.expression.text}.Root> without recipe`);
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
    const bad = `import { Dialog } from '@chakra-ui/react';\nexport const A = () => (\n  <Dialog.Root open>\n    x\n  </Dialog.Root>\n);`;
    expect(rootsWithoutRecipe('a.tsx', bad)).toEqual(['a.tsx:3 <Dialog.Root> without recipe']);
    const good = `import { Dialog } from '@chakra-ui/react';\nexport const A = () => <Dialog.Root recipe={r} open />;`;
    expect(rootsWithoutRecipe('b.tsx', good)).toEqual([]);
    const other = `import { Menu } from './menu';\nexport const A = () => <Menu.Root />;`;
    expect(rootsWithoutRecipe('c.tsx', other)).toEqual([]);
  });
});
