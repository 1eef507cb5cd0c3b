/** Requests through the whole worker in workerd, with configuration overrides; `settled` waits for background work. */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import app from "../../worker/index";

export async function request(path: string, init: RequestInit = {}, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, init), { ...env, ...vars }, ctx);
  return { res, settled: () => waitOnExecutionContext(ctx) };
}
