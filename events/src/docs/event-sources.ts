import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What the catalog's objects cannot tell at run time: the prose and upcaster code written beside each `defineEvent`. */
export interface EventSource {
  /** Relative to the repository root, with forward slashes. */
  file: string;
  description: string | null;
  /** Comments written on the fields inside the `defineEvent` call, by field name. */
  fieldNotes: ReadonlyMap<string, string>;
  /** The upcasters' source text, keyed by the version they upgrade from. */
  upcasters: ReadonlyMap<number, string>;
}

export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const eventsFolder = path.join(repositoryRoot, 'events/src');

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const jsDocOf = (node: ts.Node): string | null => {
  const texts = ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '');
  const text = oneLine(texts.join(' '));
  return text === '' ? null : text;
};

const isDefineEventCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineEvent';

const fieldNotesIn = (schema: ts.Node | undefined): Map<string, string> => {
  const notes = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const note = jsDocOf(node);
      if (note) notes.set(node.name.text, note);
    }
    ts.forEachChild(node, visit);
  };
  if (schema) visit(schema);
  return notes;
};

const upcastersIn = (options: ts.Expression | undefined): Map<number, string> => {
  const upcasters = new Map<number, string>();
  if (!options || !ts.isObjectLiteralExpression(options)) return upcasters;
  const property = options.properties.find((candidate) => candidate.name?.getText() === 'upcasters');
  if (!property || !ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) return upcasters;
  for (const upcaster of property.initializer.properties) {
    if (ts.isPropertyAssignment(upcaster)) upcasters.set(Number(upcaster.name.getText()), oneLine(upcaster.initializer.getText()));
  }
  return upcasters;
};

/** The declaration's comment (`/** … *\/ export const X = defineEvent(…)`), when the call is a variable's initializer. */
const descriptionOf = (call: ts.CallExpression): string | null =>
  ts.isVariableDeclaration(call.parent) ? jsDocOf(call.parent) : null;

/** Reads every `events/src/<feature>/events.ts` and finds each `defineEvent('<Type>', schema, options)` in it. */
export const readEventSources = (): Map<string, EventSource> => {
  const sources = new Map<string, EventSource>();
  const features = readdirSync(eventsFolder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const feature of features.map((entry) => entry.name).sort()) {
    const absolute = path.join(eventsFolder, feature, 'events.ts');
    let text: string;
    try {
      text = readFileSync(absolute, 'utf8');
    } catch {
      continue; // A folder of the package that defines no events (the adapters).
    }
    const file = path.relative(repositoryRoot, absolute).split(path.sep).join('/');
    const visit = (node: ts.Node) => {
      if (isDefineEventCall(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        const [, schema, options] = node.arguments;
        sources.set(node.arguments[0].text, { file, description: descriptionOf(node), fieldNotes: fieldNotesIn(schema), upcasters: upcastersIn(options) });
      }
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(absolute, text, ts.ScriptTarget.ES2022, true));
  }
  return sources;
};
