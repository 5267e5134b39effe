import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Rebuilds dist/ first when src/ changed since the last build (the end-to-end tests run the bundle).
    globalSetup: ['test/setup/build.ts'],
    // A timeout is a hang detector, not a speed check (speed is measured in test/bench/): some files
    // run ten commands in one test, and on a loaded two-core machine each can take seconds.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // End-to-end files spend much of their time waiting on spawned processes, servers and npm: a third
    // worker on two cores keeps both busy (about 20 s instead of 25 here).
    maxWorkers: 3,
    // Files in a worker share loaded modules (the CLI's modules hold no state between runs): the
    // suite spends its time running commands, not importing them again for every file.
    isolate: false,
  },
});
