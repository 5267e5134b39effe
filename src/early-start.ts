/**
 * Entry of dist/early.cjs: the launcher (launch.ts) runs it before the CLI bundle, so the listing
 * request goes out before the ~230 KB of the CLI are read and compiled, and travels while they are.
 * It holds its own copy of the early-request code (~30 KB): what crosses to the CLI bundle is only the
 * handoff below, an object the client uses through its methods (no class or module state is shared).
 */
import { processContext } from './cli/context.js';
import { startEarlyRequest } from './cli/early-request.js';
import type { EarlyHandoff } from './early-handoff.js';

/** Sends the request `fresher <args>` will make, when it can be known now (see early-request.ts). */
export function sendEarly(args: readonly string[]): EarlyHandoff {
  const controller = new AbortController();
  return { controller, early: startEarlyRequest(args, processContext(controller.signal)) };
}
