// One Babel configuration for the SPA bundle (webpack) and for jest.
// Under jest the code runs in Node, so it is compiled to CommonJS for the current Node;
// webpack keeps ES modules so that it can tree-shake and split chunks.
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
  };
};
