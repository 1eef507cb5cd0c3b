/** `npm run report:origins`: asks the Analytics Engine SQL API for the period's landings and prints them by origin, medium and country. */
import { runReport, type Env } from "../analytics-engine/sql-api";
import { landingsSql, readAnswer } from "./query";
import { reportTable } from "./table";

export const main = (argv: string[], env: Env): Promise<number> =>
  runReport("report:origins", "ANALYTICS", argv, env, async ({ period, dataset, ask }) => reportTable(readAnswer(await ask(landingsSql(dataset, period))), period.label));
