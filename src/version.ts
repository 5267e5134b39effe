/** Kept equal to package.json's version by a unit test; a constant so --version loads nothing. */
export const VERSION = '0.1.0';
