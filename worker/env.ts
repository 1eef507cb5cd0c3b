/** The worker's bindings and the per-request values the pipeline shares through Hono's context. */
import type { Device } from "../core/device";
import type { Config } from "./config/schema";
import type { CmsClient } from "./cms/client";
import type { PreviewSession } from "./middleware/preview/session";

export interface Bindings {
  ASSETS: Fetcher;
  CMS_KV: KVNamespace;
  /** Cloudflare Images: every CMS image is resized and re-encoded through it (worker/endpoints/media). */
  IMAGES: ImagesBinding;
  ANALYTICS?: AnalyticsEngineDataset;
  /** A publish's webhooks, joined into one version move; then the refetch of the answers in use (worker/queue.ts). */
  PUBLISH_QUEUE?: Queue;
  REFETCH_QUEUE?: Queue;
  /** Field data from visitors' browsers (core/vitals.ts), read by `npm run report:vitals`. */
  VITALS?: AnalyticsEngineDataset;
  [variable: string]: unknown;
}

interface Variables {
  config: Config;
  cms: Required<CmsClient>;
  nonce: string;
  /** The User-Agent's device, read once: the page cache's key and the first render agree on it. */
  device: Device;
  /** The editor's live preview (its signed cookie), renewed on the way out; null for visitors. */
  previewSession: PreviewSession | null;
  /** previewSession is live: drafts shown, nothing cached. */
  preview: boolean;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
