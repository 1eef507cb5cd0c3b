/** Where PostgreSQL's programs are: PG_BIN, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
import fs from 'node:fs';
import path from 'node:path';

const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/** Whether `file` exists and may be run. */
export const executable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Whether `folder` holds the programs that run a server (a throwaway cluster for the tests): initdb and pg_ctl. */
export const holdsServer = (folder) => ['initdb', 'pg_ctl'].every((program) => executable(path.join(folder, program)));

/**
 * The folder of initdb, pg_ctl, pg_dump and pg_restore; null when none is installed. PG_BIN is taken as it is: an
 * operator's may hold the client programs alone.
 */
export function postgresBinaries(env = process.env) {
  if (env.PG_BIN) return env.PG_BIN;
  const versions = fs.existsSync(DEBIAN_VERSIONS) ? fs.readdirSync(DEBIAN_VERSIONS) : [];
  const found = versions.filter((version) => holdsServer(path.join(DEBIAN_VERSIONS, version, 'bin'))).sort((a, b) => Number(b) - Number(a));
  return found.length > 0 ? path.join(DEBIAN_VERSIONS, found[0], 'bin') : null;
}
