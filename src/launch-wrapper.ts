/**
 * Node's CommonJS module wrapper, as the launcher (launch.ts) compiles a bundle with it. The build
 * writes it around dist/index.cjs and dist/early.cjs (build-bundles.ts), which then run only through
 * the launcher; a file without it (a lazy part) gets it there.
 */
export const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname) {';
export const WRAPPER_TAIL = '\n})';
