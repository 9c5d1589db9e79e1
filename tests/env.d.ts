// Types of the test worker's env and exports (cloudflare:workers), as `wrangler types` would declare them.
import type * as WorkerModule from '../worker/index.ts';
import type { Bindings } from '../worker/lib/env.ts';

declare global {
  namespace Cloudflare {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Env extends Bindings {}
    interface GlobalProps {
      mainModule: typeof WorkerModule;
    }
  }
}
