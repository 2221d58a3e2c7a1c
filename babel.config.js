// One Babel configuration for the SPA bundle (webpack) and for jest.
// Under jest the code runs in Node, so it is compiled to CommonJS for the current Node;
// webpack keeps ES modules so that it can tree-shake and split chunks.

/**
 * Marks the calls that build a top-level constant of the contract and of the domain (src/contract,
 * src/domain: yup schemas, operations, screen lists, tables) as pure, `/*#__PURE__*\/`. They are
 * plain values (the domain does no I/O and registers nothing), so the minifier may then drop the
 * ones a bundle never reads: the SPA's first scripts take a screen list or an operation from a
 * contract file, or a rule from a domain file, without the schemas beside it. Calls inside
 * functions are left alone (there an unused result may still be a wanted effect).
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
        if (!/[\\/]src[\\/](?:contract|domain)[\\/]/.test(state.filename ?? '')) return;
        for (const statement of program.get('body')) {
          const declaration = statement.isExportNamedDeclaration() ? statement.get('declaration') : statement;
          if (declaration.isVariableDeclaration()) declaration.traverse(annotate);
        }
      },
    },
  };
}

/** The fields of a contract operation that only the server reads (src/contract/operation.ts). */
const SERVER_ONLY_OPERATION_FIELDS = new Set(['params', 'query', 'body', 'responseSchema', 'summary', 'audit', 'reach', 'bodyLimit']);

/**
 * The fields of a screen (src/contract/screen.ts) that only the server reads: its names in every
 * language (the feedback form's list) and its legacy home-page link. The SPA reads a screen's
 * pattern, permissions and help section.
 */
const SERVER_ONLY_SCREEN_FIELDS = new Set(['name', 'home']);

/** The type annotation of a list of screens in a contract file: `readonly Screen[]` or `Screen[]`. */
const SCREEN_LIST_TYPE = /^:\s*(?:readonly\s+)?Screen\[\]$/;

/**
 * Leaves out of the browser bundles what only the server reads of the contract's operations: their
 * yup schemas (the server validates requests and writes answers through them), summaries and
 * audit rules. The browser clients read an operation's id, service, method, path and answer kind
 * (src/client/operationRequest.ts); its forms validate with the named schemas they import, which
 * stay. Without this, the first scripts would carry yup and every schema of the operations the
 * shell calls. Under jest the operations stay whole.
 *
 * Likewise it leaves out the server-only fields of the SPA's screens (SERVER_ONLY_SCREEN_FIELDS):
 * the route table carries every screen in the first scripts, and their names in eleven languages
 * were most of it.
 *
 * Then, in a file where it stripped an operation or a screen, it drops what only those fields read: the file's
 * own (unexported) constants that nothing reads any more, and the imported names that nothing reads
 * any more, with their import when none is left. So a contract file that the shell imports for its
 * operations no longer imports yup, nor the domain modules of its schemas, in the browser: webpack
 * leaves those modules out of the first scripts instead of keeping the top-level code of each one
 * (yup's alone is 12 kB gzipped). Contract and domain modules are plain values (see
 * pureContractConstants), so neither a dropped constant nor a dropped import was wanted for an effect.
 */
function browserOperations() {
  const stripped = (path, fields, state) => {
    for (const property of path.get('properties')) {
      if (property.isObjectProperty() && !property.node.computed && property.get('key').isIdentifier() && fields.has(property.node.key.name)) {
        property.remove();
        state.set('strippedServerFields', true);
      }
    }
  };
  return {
    name: 'browser-operations',
    visitor: {
      CallExpression(call, state) {
        if (!/[\\/]src[\\/]contract[\\/]/.test(state.filename ?? '')) return;
        if (!call.get('callee').isIdentifier({ name: 'defineOperation' })) return;
        const [definition] = call.get('arguments');
        if (definition?.isObjectExpression()) stripped(definition, SERVER_ONLY_OPERATION_FIELDS, state);
      },
      Program: {
        // Before the types go: a list of screens is known by its annotation.
        enter(program, state) {
          if (!/[\\/]src[\\/]contract[\\/]/.test(state.filename ?? '')) return;
          for (const statement of program.get('body')) {
            const declaration = statement.isExportNamedDeclaration() ? statement.get('declaration') : statement;
            if (!declaration.isVariableDeclaration()) continue;
            for (const declarator of declaration.get('declarations')) {
              const annotation = declarator.node.id.typeAnnotation;
              if (!annotation || !SCREEN_LIST_TYPE.test(state.file.code.slice(annotation.start, annotation.end))) continue;
              const list = declarator.get('init');
              if (!list.isArrayExpression()) continue;
              for (const screen of list.get('elements')) if (screen.isObjectExpression()) stripped(screen, SERVER_ONLY_SCREEN_FIELDS, state);
            }
          }
        },
        exit(program, state) {
          if (state.get('strippedServerFields')) dropUnread(program);
        },
      },
    },
  };
}

/**
 * Removes, until none is left, the program's unexported top-level constants and its imported
 * names that nothing reads (after the types are gone); an import left without names goes too.
 * Imports written without names (`import './x.css'`) stay: they are there for their effect.
 */
function dropUnread(program) {
  const unread = (name) => {
    const binding = program.scope.getBinding(name);
    return binding !== undefined && !binding.referenced;
  };
  for (let changed = true; changed; ) {
    changed = false;
    program.scope.crawl();
    for (const statement of program.get('body')) {
      if (statement.isVariableDeclaration()) {
        for (const declarator of statement.get('declarations')) {
          if (declarator.get('id').isIdentifier() && unread(declarator.node.id.name)) {
            declarator.remove();
            changed = true;
          }
        }
      } else if (statement.isImportDeclaration() && statement.node.specifiers.length > 0) {
        for (const specifier of statement.get('specifiers')) {
          if (unread(specifier.node.local.name)) {
            specifier.remove();
            changed = true;
          }
        }
        if (statement.node.specifiers.length === 0) statement.remove();
      }
    }
  }
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
    plugins: isTest ? [] : [pureContractConstants, browserOperations, precompiledMessages],
  };
};
