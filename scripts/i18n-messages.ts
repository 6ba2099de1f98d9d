import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Every message the site shows, read from the source: the first argument of each
// `t('…')` and `message('…')` call, the title and description of each `pageMeta(…, location)`, and the rules' messages in common/*-schemas.ts (their fixed
// words, written where zod checks them and translated where they are shown). The catalogs'
// test (common/locales/catalogs.test.ts) holds the Spanish catalog to this list.
//
// A message that reaches `t()` through a variable (a service's refusal, a named constant) is only
// found if it is marked where it is written, so `unmarkedTexts()` lists every English text in the
// source that is not: a string that reads as words (a capital, then a space and a word), a
// template literal that does, or words in JSX. The catalogs' test wants that list empty; a text
// is marked with `message('…')` (`fillMessage(message('… {{n}} …'), { n })` with a number in it),
// or with `englishOnly('…')` where it is English on purpose (administration's links).
//
// `npx tsx scripts/i18n-messages.ts` prints the messages the Spanish catalog lacks, as JSON, and
// the texts left unmarked.

const ROOT = join(import.meta.dirname, '..');
const SOURCES = ['app', 'common', 'server'];
/** Administration stays English (docs/decisions/036): its pages, and the rules only its forms and the API use. */
const ENGLISH_ONLY_FILE =
  /(^|\/)admin[-.]|(^|\/)listing-(request|emails-stop)\.tsx$|\/notifications\/tell-listing\.ts$|common\/listing-links\.ts$|\/features\/admin\/|\.test\.tsx?$|common\/(guide|first-aid-rules|form-questions|system-settings|state-agencies|standards-levels|provider-import|push|phone-lines)-schemas\.ts$/;
/**
 * Files whose words no Spanish page or e-mail shows, left out of `unmarkedTexts()`: administration's
 * services and forms, the JSON API and its description, the operators' and developers' tools.
 */
const NOT_FOR_SPANISH_READERS = new RegExp(
  [
    String.raw`^server/features/[^/]+/(manage-(guide|state-agencies|phone-lines|standards-levels|system-settings|wizard-questions|users)|claim-review|standards-review|import-[^/]+|api)\.ts$`,
    String.raw`^common/(form-questions|provider-import)\.ts$`,
    String.raw`^app/components/(form-question-fields|import-report|phone-line-summary)\.tsx$`,
    String.raw`^server/(api|openapi|api-docs-page|config|dev|main|start)\.ts$`,
    String.raw`^server/lib/(json-api-guard|api-route|problem|metrics)\.ts$`,
    // Operating the service: GET /metrics, the start-up checks and `npm run doctor`.
    String.raw`^server/(production-checks\.ts$|features/operations/)`,
    String.raw`^server/auth/permissions-(doc|matrix)\.ts$`,
    String.raw`^app/routes/dev-`,
    // Prose written out in each language (decision 035), and stored texts whose Spanish is a
    // column beside the English (decisions 033, 034): the seed, the migrations.
    String.raw`^app/content/`,
    String.raw`^server/db/`,
  ].join('|'),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('+') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !ENGLISH_ONLY_FILE.test(path) ? [path] : [];
  });
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

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
    const source = parse(file);
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

/** Reads as words: a capital, then a space and a word ('Help request not found', 'Or your'); not 'POST /api' or 'X ml-auto'. */
const READS_AS_WORDS = /^[A-Z][a-z']*,? [A-Za-z']+([ ,.;!?)]|: |$)/;
/** Calls whose texts are marked (or are for developers: the log, a thrown Error). */
const MARKING_CALL = /^(t|message|englishOnly|pageMeta)$/;
const LOG_CALL = /(^|\.)(logger|log|console)(\.|$)|\.(fatal|error|warn|info|debug|trace)$/;

export interface UnmarkedText {
  /** file:line */
  at: string;
  text: string;
}

/**
 * The English texts a page or an e-mail could show that are not marked for the catalogs, in
 * every file that is not English-only: a service's refusal, a named message constant, a label in
 * a component. Texts written twice beside each other, `NAME` and its Spanish `NAME_ES`, are their
 * own translation. In common/*-schemas.ts every string that reads as words is a rule's message
 * already (messagesInSource); only a template literal there, which no catalog can hold, is one.
 */
export function unmarkedTexts(): UnmarkedText[] {
  return SOURCES.flatMap(sourceFiles)
    .filter((file) => !NOT_FOR_SPANISH_READERS.test(file))
    .flatMap((file) => unmarkedTextsIn(file, readFileSync(join(ROOT, file), 'utf8')));
}

/** The unmarked texts of one source file (`file` names it, says whether it is TSX and whether it holds schemas). */
export function unmarkedTextsIn(file: string, text: string): UnmarkedText[] {
  const schemaFile = /common\/[^/]+-schemas\.ts$/.test(file);
  const found: UnmarkedText[] = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const report = (node: ts.Node, words: string) =>
    found.push({ at: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, text: words.trim().replace(/\s+/g, ' ') });
  const twins = new Set<string>();
  const findTwins = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text.endsWith('_ES'))
      twins.add(node.name.text).add(node.name.text.slice(0, -3));
    ts.forEachChild(node, findTwins);
  };
  findTwins(source);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node) || ts.isTaggedTemplateExpression(node)) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && twins.has(node.name.text)) return;
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      if (MARKING_CALL.test(callee) || LOG_CALL.test(callee)) return;
    }
    // A thrown Error is for developers; an AppError is a refusal people read.
    if (ts.isNewExpression(node) && /^(?!App)\w*Error$/.test(node.expression.getText(source))) return;
    if (ts.isPropertyAssignment(node)) return visit(node.initializer);
    if (isText(node) && READS_AS_WORDS.test(node.text) && !schemaFile) return void report(node, node.text);
    if (ts.isTemplateExpression(node)) {
      // `${name} is larger than ${size}.` reads as 'X is larger than X.'
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (READS_AS_WORDS.test(parts.join('X')) && /[a-z]{2,}/.test(parts.join(' '))) report(node, parts.join('X'));
    }
    if (ts.isJsxText(node) && /[A-Za-z]{2,}/.test(node.text.replace(/\bWildline\b/g, ''))) return void report(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
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
  for (const { at, text } of unmarkedTexts()) console.error(`unmarked: ${at} ${text}`);
}
