import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Every message the site shows, read from the source (issue 18): the first argument of each
// `t('…')` and `message('…')` call, the title and description of each `pageMeta(…, location)`, and the rules' messages in common/*-schemas.ts (SPEC §5's
// words, written where zod checks them and translated where they are shown). The catalogs'
// test (common/locales/catalogs.test.ts) holds the Spanish catalog to this list.
//
// `npx tsx scripts/i18n-messages.ts` prints the messages the Spanish catalog lacks, as JSON.

const ROOT = join(import.meta.dirname, '..');
const SOURCES = ['app', 'common', 'server'];
/** Administration stays English (issue 18): its pages, and the rules only its forms and the API use. */
const ENGLISH_ONLY_FILE =
  /(^|\/)admin[-.]|\/features\/admin\/|\.test\.tsx?$|common\/(guide|form-questions|system-settings|state-agencies|provider-import|push)-schemas\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('+') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !ENGLISH_ONLY_FILE.test(path) ? [path] : [];
  });
}

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** The texts an argument can be: a literal, or each branch of `a ? 'b' : 'c'` however nested. */
function textsOf(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (isText(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)];
  return [];
}

export interface SourceMessage {
  key: string;
  /** called with a count: the catalogs need its plural forms */
  plural: boolean;
  file: string;
}

export function messagesInSource(): SourceMessage[] {
  const found = new Map<string, SourceMessage>();
  const add = (key: string, plural: boolean, file: string) => {
    const known = found.get(key);
    found.set(key, { key, plural: plural || Boolean(known?.plural), file: known?.file ?? file });
  };
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const schemaFile = /common\/[^/]+-schemas\.ts$/.test(file);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && (node.expression.text === 't' || node.expression.text === 'message')) {
        const [first, options] = node.arguments;
        const plural = Boolean(options && ts.isObjectLiteralExpression(options) && options.properties.some((p) => p.name?.getText() === 'count'));
        for (const key of textsOf(first)) add(key, plural, file);
      } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'pageMeta' && node.arguments.length >= 3) {
        // A page's title and description, translated when the page gives its location (app/meta.ts).
        for (const key of node.arguments.slice(0, 2).flatMap(textsOf)) add(key, false, file);
      } else if (schemaFile && isText(node) && /^[A-Z].* /.test(node.text)) {
        add(node.text, false, file);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The catalog keys a message needs: itself, or its plural forms in a language. */
export function catalogKeys(message: SourceMessage, pluralForms: readonly string[]): string[] {
  return message.plural ? pluralForms.map((form) => `${message.key}_${form}`) : [message.key];
}

export const PLURAL_FORMS = {
  en: new Intl.PluralRules('en-US').resolvedOptions().pluralCategories,
  es: new Intl.PluralRules('es-US').resolvedOptions().pluralCategories,
} as const;

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const spanish = JSON.parse(readFileSync(join(ROOT, 'common/locales/es.json'), 'utf8')) as Record<string, string>;
  const missing = messagesInSource()
    .flatMap((m) => catalogKeys(m, PLURAL_FORMS.es))
    .filter((key) => !spanish[key]);
  console.log(JSON.stringify(Object.fromEntries(missing.map((key) => [key, ''])), null, 2));
}
