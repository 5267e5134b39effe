/**
 * Node's CommonJS module wrapper, as the launcher (launch.ts) compiles a bundle with it: the build
 * writes it around dist/index.cjs, dist/early.cjs and dist/lazy/*.cjs (build-bundles.ts), so those
 * files run only through the launcher, and one without it (a file from an older build) gets it there.
 */
export const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname) {';
export const WRAPPER_TAIL = '\n})';
