/** The manual's text: prose filled for man to wrap, tables kept as written. */
import { describe, expect, it } from 'vitest';
import { notesRoff } from '../../src/cli/manpage.js';

describe("a command's notes in the manual", () => {
  it('fills prose as paragraphs and keeps indented lines as written', () => {
    const notes =
      '\nSeveral values: give a filter more than once (--location Pune).\nEach combination is one request.\n\nSettings:\n  api-url    API origin\n  format     default output format\nAfter the table.\n';
    expect(notesRoff(notes).split('\n')).toEqual([
      '.PP',
      'Several values: give a filter more than once (--location Pune). Each combination is one request.',
      '.PP',
      'Settings:',
      '.PP',
      '.nf',
      '  api-url    API origin',
      '  format     default output format',
      '.fi',
      '.PP',
      'After the table.',
    ]);
  });
});
