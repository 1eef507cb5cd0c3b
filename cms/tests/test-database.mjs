/**
 * The database of one test Strapi: a SQLite file in its temporary folder or, when the suite runs
 * under with-postgres.mjs (CMS_TEST_POSTGRES), a fresh database in that PostgreSQL cluster.
 */
import path from 'node:path';
import pg from 'pg';

async function asAdmin(server, statement) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database. FORCE closes the connections a stopped Strapi may leave behind; but an autovacuum worker
 * (busy after a restore's bulk load) belongs to no role, and only a superuser may terminate it that way, so on that
 * refusal a plain DROP runs, which asks autovacuum to stop and waits for it.
 */
async function dropDatabase(server, name) {
  try {
    await asAdmin(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } catch (error) {
    if (error.code !== '42501') throw error;
    await asAdmin(server, `DROP DATABASE IF EXISTS "${name}"`);
  }
}

/** `{ env, drop() }`: the DATABASE_* variables Strapi gets, and the clean-up once it has stopped. */
export async function createTestDatabase(dir) {
  const server = process.env.CMS_TEST_POSTGRES;
  if (!server) {
    return { env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'data.db') }, drop: async () => {} };
  }
  const url = new URL(server);
  // one database per Strapi, named after its unique folder: test files may run side by side
  const name = path.basename(dir).replace(/[^a-z0-9]/gi, '_').toLowerCase();
  await asAdmin(server, `CREATE DATABASE "${name}"`);
  return {
    // the separate variables, as production sets them (see README)
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: url.hostname,
      DATABASE_PORT: url.port,
      DATABASE_NAME: name,
      DATABASE_USERNAME: decodeURIComponent(url.username),
      DATABASE_PASSWORD: decodeURIComponent(url.password),
    },
    drop: () => dropDatabase(server, name),
  };
}
