/** Every command's --help ends with examples: its own, or (a noun run without its command) its default command's. */
import { describe, expect, it } from 'vitest';
import { COMMANDS, type CommandSpec } from '../../src/cli/command-table.js';

function withoutExamples(specs: readonly CommandSpec[], path: string): string[] {
  return specs.flatMap((c) => {
    const here = `${path} ${c.name}`;
    const fallback = c.commands?.find((sub) => sub.isDefault);
    const shown = (c.examples?.length ?? 0) > 0 || (fallback?.examples?.length ?? 0) > 0;
    return [...(shown ? [] : [here]), ...withoutExamples(c.commands ?? [], here)];
  });
}

describe('the command table', () => {
  it('gives every command and group examples to show in its help', () => {
    expect(withoutExamples(COMMANDS, 'fresher')).toEqual([]);
  });
});
