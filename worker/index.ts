/** The worker's entry: the site's pipeline (worker/app.ts) answers every request. */
import { buildApp } from "./app";

export default buildApp();
