/** A site of its own with English on, on the run's CMS: ENGLISH_ENABLED=true from the environment, as an operator's would come (the stack passes it on). */
import { createServer } from "node:net";
import { inject } from "vitest";
// @ts-expect-error plain ESM script without types
import { startStack } from "../../scripts/stack.mjs";

/**
 * Fails when `port` is taken: the stack waits for an answer on it, which another site there (another run's, English
 * off) would give in its place, so the tests would read the wrong site.
 */
const claim = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () => reject(new Error(`port ${port} is taken: the English site needs it (E2E_SITE_PORT or E2E_ENGLISH_SITE_PORT choose another)`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });

export async function startEnglishSite(sitePort: number): Promise<{ siteUrl: string; stop(): void }> {
  await claim(sitePort);
  const before = process.env.ENGLISH_ENABLED;
  process.env.ENGLISH_ENABLED = "true";
  try {
    const secrets = { CMS_API_TOKEN: inject("apiToken"), WEBHOOK_SECRET: inject("webhookSecret"), PREVIEW_SECRET: inject("previewSecret") };
    return await startStack({ cmsUrl: inject("cmsUrl"), sitePort, quiet: true, secrets, server: "built" });
  } finally {
    if (before === undefined) delete process.env.ENGLISH_ENABLED;
    else process.env.ENGLISH_ENABLED = before;
  }
}
