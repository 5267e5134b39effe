/** What the build writes around the bundles' code, and the launcher (launch.ts) expects there. */

/**
 * The first line of every bundle: the strict-mode directive (esbuild writes its own "use strict" after
 * a banner, where it is no directive, and the bundles then ran sloppy while the tests run the same
 * modules as strict ES modules), then what `import.meta.url` is defined as.
 */
export const BUNDLE_BANNER = `"use strict";var __importMetaUrl = require('node:url').pathToFileURL(__filename).href;`;

/**
 * Node's CommonJS module wrapper, as the launcher compiles a bundle with it. The build writes it around
 * dist/index.cjs and dist/early.cjs (build-bundles.ts), which then run only through the launcher; a
 * file without it (a lazy part) gets it there.
 */
export const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname) {';
export const WRAPPER_TAIL = '\n})';
