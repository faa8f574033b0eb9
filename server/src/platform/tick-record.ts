// Keeps one of Node's `process.nextTick` records alive for the life of the process.
//
// Node's HTTP streams call `process.nextTick` about seven times a request, and each call builds a
// record `{ [asyncId]: …, [triggerAsyncId]: …, [contextFrame]: …, callback, args }` (Node 24).
// V8 defines computed keys in a literal through a cache that allows one hidden class only: the
// first time it meets another, it gives up for good and every later call defines those keys in
// the runtime. The records live for microseconds, so a full garbage collection that runs while
// none exists frees their hidden classes, and the next record is built on new ones. On PGlite the
// start-up's collections did exactly that: `nextTick` then cost about 1 µs instead of 0.1 µs,
// some 12 µs of a signed-in call's CPU (issue 15 §1, measured with `perf` and V8's feedback).
// A record kept here holds its hidden classes, so every record after it is built on the same ones.
import { executionAsyncResource } from 'node:async_hooks';

let kept: object | undefined;

/** Resolves once a tick record is held; call it before anything that may collect garbage. */
export function keepTickRecord(): Promise<void> {
  if (kept) return Promise.resolve();
  return new Promise((done) => {
    process.nextTick(() => {
      // Inside a tick's callback the executing resource is that tick's record.
      kept = executionAsyncResource();
      done();
    });
  });
}
