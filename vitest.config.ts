import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // End-to-end files spawn the CLI; on two cores more parallel files only add noise.
    maxWorkers: 2,
    // Files in a worker share loaded modules (the CLI's modules hold no state between runs): the
    // suite spends its time running commands, not importing them again for every file.
    isolate: false,
  },
});
