// Stylesheets are imported for their side effect (mini-css-extract-plugin writes them to a file).
declare module '*.css';
