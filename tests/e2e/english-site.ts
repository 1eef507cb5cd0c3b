/** A site of its own with English on, on the run's CMS: ENGLISH_ENABLED=true from the environment, as an operator's would come (the stack passes it on). */
import { inject } from "vitest";
// @ts-expect-error plain ESM script without types
import { startStack } from "../../scripts/stack.mjs";

export async function startEnglishSite(sitePort: number): Promise<{ siteUrl: string; stop(): void }> {
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
