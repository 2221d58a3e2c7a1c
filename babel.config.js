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
    plugins: isTest ? [] : [pureContractConstants],
  };
};
