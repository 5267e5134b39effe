/** Kept equal to package.json's version by a unit test; a constant so --version loads nothing. */
export const VERSION = '0.1.0';

/** What every request says it is. */
export const USER_AGENT = `fresher/${VERSION} (node ${process.version})`;
