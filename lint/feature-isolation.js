/**
 * The frontend's features do not import each other (as bulletproof-react has it): a screen that
 * shows two features is composed in `frontend/src/app/`, and what several share lives in `lib/` or
 * `components/`. `lint/feature-isolation.test.ts` proves the rule fires.
 */
import path from 'node:path';

const FEATURES = `${path.sep}frontend${path.sep}src${path.sep}features${path.sep}`;

/** The feature a file belongs to, or undefined outside the features. */
const featureOf = (file) => {
  const at = file.indexOf(FEATURES);
  return at < 0 ? undefined : file.slice(at + FEATURES.length).split(path.sep)[0];
};

const noCrossFeatureImports = {
  meta: { type: 'problem', messages: { crossFeature: 'Feature "{{from}}" imports feature "{{to}}": compose them in frontend/src/app, or move what both need to lib/ or components/.' } },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), specifier));
      if (to && to !== from) context.report({ node: node.source, messageId: 'crossFeature', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const featureIsolation = [
  {
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    plugins: { sankofa: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'sankofa/no-cross-feature-imports': 'error' },
  },
];
