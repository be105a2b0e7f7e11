/**
 * msw 3 opens a BroadcastChannel when it loads; jsdom has none, so Node's is lent (unref'd, so
 * an idle channel never keeps jest alive).
 */
const { BroadcastChannel } = require('node:worker_threads');

if (typeof globalThis.BroadcastChannel === 'undefined') {
  globalThis.BroadcastChannel = class extends BroadcastChannel {
    constructor(name) {
      super(name);
      this.unref();
    }
  };
}
