// npm run bench [-- part …]: Lighthouse, a phone's first taps, load, URL-stage and search figures by default; the soak,
// the user-agent, the data-centre, the publish, the crawl and the images parts on demand. Figures beside their goals, never assertions (only
// the soak fails, on errors, and the crawl, when random variants add answers). The site is BENCH_URL, else one started for the run.
import { interactionFigures } from "./interaction.mjs";
import { lighthouseFigures } from "./lighthouse.mjs";
import { loadFigures } from "./load.mjs";
import { colosFigures } from "./colos.mjs";
import { imagesFigures } from "./images.mjs";
import { crawlFigures } from "./crawl.mjs";
import { publishFigures } from "./publish.mjs";
import { urlStageFigures } from "./redirects.mjs";
import { searchFigures } from "./search.mjs";
import { pageChangeFigures } from "./page-changes.mjs";
import { openSite } from "./site.mjs";
import { soakFigures } from "./soak.mjs";
import { userAgentFigures } from "./user-agent.mjs";

const PARTS = {
  colos: { needsSite: false, run: colosFigures, onDemand: true },
  crawl: { needsSite: false, run: crawlFigures, onDemand: true },
  images: { needsSite: true, run: imagesFigures, onDemand: true },
  lighthouse: { needsSite: true, run: lighthouseFigures },
  interaction: { needsSite: true, run: interactionFigures },
  load: { needsSite: true, run: loadFigures },
  "page-changes": { needsSite: true, run: pageChangeFigures },
  publish: { needsSite: false, run: publishFigures, onDemand: true },
  redirects: { needsSite: false, run: urlStageFigures },
  search: { needsSite: false, run: searchFigures },
  soak: { needsSite: true, run: soakFigures, onDemand: true },
  "user-agent": { needsSite: true, run: userAgentFigures, onDemand: true },
};

process.chdir(new URL("..", import.meta.url).pathname);
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !PARTS[name]);
if (unknown.length) {
  console.error(`Unknown bench part ${unknown.join(", ")}: choose among ${Object.keys(PARTS).join(", ")}`);
  process.exit(1);
}
const parts = asked.length ? asked : Object.keys(PARTS).filter((name) => !PARTS[name].onDemand);

const site = parts.some((name) => PARTS[name].needsSite) ? await openSite() : null;
if (site) console.log(`Site: ${site.url} (${site.server})`);
// The services run in process groups of their own: an interrupted bench must stop them itself.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the site`);
    site?.stop().finally(() => process.exit(130));
  });
}
let failed = false;
try {
  for (const name of parts) {
    console.log(`\n=== ${name} ===`);
    const errors = await PARTS[name].run(site);
    if (errors) failed = true;
  }
} finally {
  await site?.stop();
}
process.exit(failed ? 1 : 0);
