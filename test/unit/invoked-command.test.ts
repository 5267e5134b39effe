/** Which runs register only the command they name with commander (program.ts), and which get every command. */
import { describe, expect, it } from 'vitest';
import { invokedCommand } from '../../src/cli/program.js';

describe('invokedCommand', () => {
  it('is the first word, past known global options and their values (both forms)', () => {
    expect(invokedCommand(['jobs', 'list', '--location', 'Pune, India'])).toBe('jobs');
    expect(invokedCommand(['--api-url', 'http://x', '-q', 'internships'])).toBe('internships');
    expect(invokedCommand(['--api-url=http://x', '--no-color', '-o', 'out.csv', 'events', '--all'])).toBe('events');
    // A value that happens to be a command's name is still the option's value.
    expect(invokedCommand(['--format', 'jobs', 'filters'])).toBe('filters');
  });

  it('is undefined whenever commander might need the other commands', () => {
    for (const argv of [
      [],
      ['help', 'jobs'],
      ['jbos', 'list'],
      ['--', 'jobs'],
      ['--help'],
      ['-V'],
      // Options commander does not know at the top, or reads otherwise: it hands them on with the rest.
      ['--location', 'Pune', 'jobs', 'list'],
      ['--location=Pune', 'jobs', 'list'],
      ['--api-urlx', 'http://x', 'jobs'],
      ['-qo', 'out.csv', 'jobs'],
      // A value option with nothing after it.
      ['--api-url'],
    ])
      expect(invokedCommand(argv), argv.join(' ')).toBeUndefined();
  });
});
