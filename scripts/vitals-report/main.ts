/** `npm run report:vitals`: the period's field data from the Analytics Engine SQL API, as p75 tables by route, device and region. */
import { readRows, runReport, type Env } from "../analytics-engine/sql-api";
import { IslandRow, METRICS, MetricRow, QUERIES, ViewsRow } from "./query";
import { vitalsLines, vitalsReport } from "./table";

export const main = (argv: string[], env: Env): Promise<number> =>
  runReport("report:vitals", "VITALS", argv, env, async ({ period, dataset, ask }) => {
    // One query at a time: they are small, and a refusal then names the one that failed.
    const views = readRows(await ask(QUERIES.views(dataset, period)), ViewsRow);
    const metrics = {} as Record<(typeof METRICS)[number], MetricRow[]>;
    for (const metric of METRICS) metrics[metric] = readRows(await ask(QUERIES.metric(dataset, period, metric)), MetricRow);
    const islands = readRows(await ask(QUERIES.islands(dataset, period)), IslandRow);
    return vitalsReport(vitalsLines(views, metrics), islands, period.label);
  });
