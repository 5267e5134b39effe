#!/usr/bin/env node
// Tiny launcher: enable Node's compile cache where this Node has it, then load the build.
import module from 'node:module';

if (typeof module.enableCompileCache === 'function') {
  try {
    module.enableCompileCache();
  } catch {
    // A read-only cache directory only costs speed.
  }
}
await import('../dist/index.js');
