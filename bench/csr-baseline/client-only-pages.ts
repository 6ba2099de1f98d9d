import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

// Lets the client-rendered baseline (bench/lighthouse.ts) render the real page components of
// app/ without their server half. A baseline module that imports a module of app/ written in
// TSX (a route module, the root) gets a copy without the exports React Router runs only on the
// server (loader, action, headers, middleware) and without the *.server.ts imports they used:
// what React Router itself strips from route modules in the browser bundle. React Router's SPA
// mode refuses route modules that export a loader at all, so the real route modules cannot be
// registered as routes there; the baseline's own route modules wrap their components instead.
// The copy stays beside the original (same folder, so relative imports resolve the same), under
// a name that marks it.

const SERVER_ONLY_EXPORTS = new Set(['loader', 'action', 'headers', 'middleware']);
const SERVER_MODULE = /\.server(\.[cm]?[jt]sx?)?$/;
const COPY_SUFFIX = '.client-only-copy.tsx';

const hasExport = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a statement declares as server-only exports, if it is one. */
function serverExportNames(statement: ts.Statement): string[] {
  if (!hasExport(statement)) return [];
  if (ts.isFunctionDeclaration(statement) && statement.name && SERVER_ONLY_EXPORTS.has(statement.name.text)) return [statement.name.text];
  if (ts.isVariableStatement(statement)) {
    const names = statement.declarationList.declarations.map((d) => (ts.isIdentifier(d.name) ? d.name.text : ''));
    if (names.some((n) => SERVER_ONLY_EXPORTS.has(n))) {
      if (!names.every((n) => SERVER_ONLY_EXPORTS.has(n))) throw new Error('a declaration mixes server-only and other exports');
      return names;
    }
  }
  return [];
}

/** The names a top-level statement that is not exported declares (a function or a const), if it is one. */
function ownHelperNames(statement: ts.Statement): string[] {
  if (hasExport(statement)) return [];
  if (ts.isFunctionDeclaration(statement) && statement.name) return [statement.name.text];
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  return [];
}

/** Names bound by an import declaration, type-only ones left out (they vanish anyway). */
function importedNames(statement: ts.ImportDeclaration): string[] {
  const clause = statement.importClause;
  if (!clause || clause.isTypeOnly) return [];
  const names = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
  if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text));
  return names;
}

/** `source` without its server-only exports and *.server imports; throws if what is left still needs one of them. */
export function withoutServerCode(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const cuts: { start: number; end: number }[] = [];
  const dropped = new Set<string>();
  for (const statement of file.statements) {
    if (serverExportNames(statement).length) cuts.push({ start: statement.getFullStart(), end: statement.end });
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && SERVER_MODULE.test(statement.moduleSpecifier.text)) {
      cuts.push({ start: statement.getFullStart(), end: statement.end });
      for (const name of importedNames(statement)) dropped.add(name);
    }
  }
  const kept = (node: ts.Node) => !cuts.some((c) => node.getStart() >= c.start && node.end <= c.end);
  // A module's own helpers that only the cut exports used (the root's middleware functions) go
  // with them, as the bundler's tree-shaking drops them from React Router's browser build.
  for (let cutMore = true; cutMore;) {
    cutMore = false;
    for (const statement of file.statements) {
      const names = ownHelperNames(statement);
      if (!names.length || !kept(statement)) continue;
      const inside = (node: ts.Node) => node.getStart() >= statement.getStart() && node.end <= statement.end;
      let used = false;
      const find = (node: ts.Node) => {
        if (ts.isIdentifier(node) && names.includes(node.text) && kept(node) && !inside(node)) used = true;
        if (!used) ts.forEachChild(node, find);
      };
      find(file);
      if (!used) {
        cuts.push({ start: statement.getFullStart(), end: statement.end });
        cutMore = true;
      }
    }
  }
  const stillUsed = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && dropped.has(node.text) && kept(node)) {
      const parent = node.parent;
      const isPropertyName = (ts.isPropertyAccessExpression(parent) && parent.name === node) || (ts.isPropertyAssignment(parent) && parent.name === node);
      if (!isPropertyName) stillUsed.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (stillUsed.size) throw new Error(`${fileName}: its page still uses server-only ${[...stillUsed].join(', ')}; the baseline cannot render it on the client`);
  let code = source;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) code = code.slice(0, start) + code.slice(end);
  return code;
}

/** The Vite plugin: `appDirectory` is the real app/ (its root.tsx and routes/ are copied); `baselineDirectory` holds the baseline's modules. */
export function clientOnlyPages({
  appDirectory,
  baselineDirectory,
  sourceRoot,
}: {
  appDirectory: string;
  baselineDirectory: string;
  sourceRoot: string;
}): Plugin {
  const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..');
  return {
    name: 'wildline:client-only-pages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !inside(baselineDirectory, importer) || importer.endsWith(COPY_SUFFIX)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const isPage =
        resolved &&
        (resolved.id === path.join(appDirectory, 'root.tsx') || (resolved.id.endsWith('.tsx') && inside(path.join(appDirectory, 'routes'), resolved.id)));
      if (!isPage) return null;
      return resolved.id.replace(/\.tsx$/, COPY_SUFFIX);
    },
    load(id) {
      if (!id.endsWith(COPY_SUFFIX)) return null;
      const original = id.slice(0, -COPY_SUFFIX.length) + '.tsx';
      this.addWatchFile(original);
      return withoutServerCode(readFileSync(original, 'utf8'), original);
    },
    transform(code, id) {
      // Tailwind finds the classes in use from Vite's root, here the baseline's folder: point it
      // at the whole project, as in the real build, so the stylesheet is the same.
      const [file, query = ''] = id.split('?');
      if (file !== path.join(appDirectory, 'app.css') || /(^|&)(url|raw)\b/.test(query)) return null;
      return `${code}\n@source ${JSON.stringify(sourceRoot)};\n`;
    },
  };
}
