// One Babel configuration for the SPA bundle (webpack) and for jest.
// Under jest the code runs in Node, so it is compiled to CommonJS for the current Node;
// webpack keeps ES modules so that it can tree-shake and split chunks.

/**
 * Marks the calls that build a top-level constant of the contract (src/contract: yup schemas,
 * operations, screen lists) as pure, `/*#__PURE__*\/`. They are plain values, so the minifier may
 * then drop the ones a bundle never reads: the SPA's first scripts take a screen list or an
 * operation from a contract file without the rest of that file. Calls inside functions are left
 * alone (there an unused result may still be a wanted effect).
 */
function pureContractConstants() {
  const skipFunctions = { Function: (fn) => fn.skip() };
  const annotate = {
    ...skipFunctions,
    'CallExpression|NewExpression'(call) {
      call.addComment('leading', '#__PURE__');
    },
  };
  return {
    name: 'pure-contract-constants',
    visitor: {
      Program(program, state) {
        if (!/[\\/]src[\\/]contract[\\/]/.test(state.filename ?? '')) return;
        for (const statement of program.get('body')) {
          const declaration = statement.isExportNamedDeclaration() ? statement.get('declaration') : statement;
          if (declaration.isVariableDeclaration()) declaration.traverse(annotate);
        }
      },
    },
  };
}

/** A message catalogue of the SPA: `src/app/.../messages/<locale>.ts` (not the folder's index.ts). */
const CATALOGUE_FILE = /[\\/]src[\\/]app[\\/](?:.+[\\/])?messages[\\/]([a-z]{2}_[a-z]{2})\.ts$/;

/**
 * Compiles the texts of the SPA's message catalogues to ICU message ASTs (the JSON that
 * `@formatjs/icu-messageformat-parser` makes of a text), so that the browser formats them without
 * the ICU parser: webpack.config.ts gives the SPA the parser's `no-parser` entry, formatjs's own
 * way of dropping it. Each text is parsed as react-intl would parse it at run time (same options,
 * the file's locale); a text that does not parse fails the build instead of showing as written.
 * Empty texts stay strings (react-intl shows the id for them, not an empty message). Spreads and
 * references to other catalogues are left alone: those catalogues are compiled the same way.
 * Under jest the texts stay strings (react-intl there keeps its parser).
 */
function precompiledMessages({ types }) {
  // The parser is an ES module; required only when a catalogue is compiled, never under jest.
  const parse = (text, locale) => require('@formatjs/icu-messageformat-parser').parse(text, { locale });
  const compileValues = (object, locale, filename) => {
    for (const property of object.get('properties')) {
      if (!property.isObjectProperty()) continue;
      const value = property.get('value');
      const evaluated = value.evaluate();
      if (!evaluated.confident || typeof evaluated.value !== 'string' || evaluated.value === '') continue;
      let ast;
      try {
        ast = parse(evaluated.value, locale);
      } catch (error) {
        throw value.buildCodeFrameError(`${filename}: the message does not parse (${error instanceof Error ? error.message : String(error)})`);
      }
      value.replaceWith(types.valueToNode(ast));
    }
  };
  return {
    name: 'precompiled-messages',
    visitor: {
      Program(program, state) {
        const match = CATALOGUE_FILE.exec(state.filename ?? '');
        if (!match) return;
        const locale = new Intl.Locale(match[1].replace('_', '-'));
        program.traverse({
          ObjectExpression(object) {
            if (object.parentPath.isVariableDeclarator() || object.parentPath.isTSAsExpression() || object.parentPath.isTSSatisfiesExpression()) {
              compileValues(object, locale, state.filename);
            }
          },
        });
      },
    },
  };
}

module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { targets: 'defaults and supports es6-module', modules: false, bugfixes: true },
      ],
      ['@babel/preset-react', { runtime: 'automatic' }],
      ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
    ],
    plugins: isTest ? [] : [pureContractConstants, precompiledMessages],
  };
};
