// Lighthouse's CPU benchmark index (its own page function, higher is faster), evaluated in an unthrottled page.
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

export const BENCHMARK_INDEX = `(${pageFunctions.computeBenchmarkIndex})()`;
