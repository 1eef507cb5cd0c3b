/** Where PostgreSQL's programs are: PG_BIN, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
import fs from 'node:fs';
import path from 'node:path';

const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/** The folder of initdb, pg_ctl, pg_dump and pg_restore; null when none is installed. */
export function postgresBinaries() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = fs.existsSync(DEBIAN_VERSIONS) ? fs.readdirSync(DEBIAN_VERSIONS) : [];
  const found = versions
    .filter((version) => fs.existsSync(path.join(DEBIAN_VERSIONS, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return found.length > 0 ? path.join(DEBIAN_VERSIONS, found[0], 'bin') : null;
}
