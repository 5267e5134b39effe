/** The spill sink: output held until final, in memory up to a bound, then in a private temporary file. */
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { spillSink, type Sink } from '../../src/cli/output.js';
import type { Context } from '../../src/cli/context.js';

function collector(): Sink & { text: () => string } {
  const chunks: Buffer[] = [];
  return {
    write: async (c) => void chunks.push(Buffer.from(c)),
    commit: async () => {},
    discard: () => {},
    text: () => Buffer.concat(chunks).toString('utf8'),
  };
}
const ctx = { onInterrupt: new Set<() => void>() } as unknown as Context;
const spills = (): string[] => readdirSync(tmpdir()).filter((f) => f.startsWith('fresher-spill-'));

describe('spillSink', () => {
  for (const spillAfter of [1_000_000, 10]) {
    const where = spillAfter > 100 ? 'in memory' : 'in a temporary file';
    it(`${where}: nothing reaches the target before commit; reset takes everything back`, async () => {
      const before = spills();
      const target = collector();
      const sink = spillSink(ctx, target, spillAfter);
      await sink.write('head\n');
      await sink.write('row one ₹\n');
      if (spillAfter === 10) expect(spills().length).toBe(before.length + 1);
      expect(target.text()).toBe('');
      sink.reset();
      await sink.write('head\n');
      await sink.write(Buffer.from('row two ₹\n'));
      await sink.commit();
      expect(target.text()).toBe('head\nrow two ₹\n');
      expect(spills()).toEqual(before);
      expect(ctx.onInterrupt.size).toBe(0);
    });
  }

  it('discard (or an interruption) leaves no temporary file', async () => {
    const before = spills();
    const sink = spillSink(ctx, collector(), 1);
    await sink.write('x'.repeat(100));
    expect(spills().length).toBe(before.length + 1);
    for (const cleanup of ctx.onInterrupt) cleanup();
    sink.discard();
    expect(spills()).toEqual(before);
  });
});
