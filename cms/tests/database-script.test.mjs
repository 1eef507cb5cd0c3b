/**
 * scripts/database.mjs connects as Strapi does (its compiled config/database.ts: same defaults, same schema); under
 * with-postgres.mjs, a dump and a restore of a schema other than public, and the refusal looking at that schema only.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import pg from 'pg';
import { connection, dump, restore } from '../scripts/database.mjs';
import { createTestDatabase } from './test-database.mjs';


describe('the connection of scripts/database.mjs', () => {
  test("takes Strapi's defaults: its local password and the public schema", () => {
    const { libpq, schema } = connection({ DATABASE_CLIENT: 'postgres' });
    assert.deepEqual(libpq, { PGHOST: 'localhost', PGPORT: '5432', PGDATABASE: 'strapi', PGUSER: 'strapi', PGPASSWORD: 'strapi' });
    assert.equal(schema, 'public');
  });

  test("DATABASE_URL's parts win over the separate variables; DATABASE_SCHEMA and DATABASE_SSL are Strapi's", () => {
    const { libpq, schema, client } = connection({
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: 'postgres://cms:p%40ss@db.internal:6543/ecole',
      DATABASE_HOST: 'elsewhere',
      DATABASE_SCHEMA: 'cms',
      DATABASE_SSL: 'true',
    });
    assert.deepEqual(libpq, { PGHOST: 'db.internal', PGPORT: '6543', PGDATABASE: 'ecole', PGUSER: 'cms', PGPASSWORD: 'p@ss', PGSSLMODE: 'require' });
    assert.equal(schema, 'cms');
    assert.deepEqual(client.ssl, { rejectUnauthorized: true });
  });

  test('refuses SQLite, naming what to copy instead', () => {
    assert.throws(() => connection({}), /DATABASE_CLIENT is not postgres/);
  });
});

describe('a dump and a restore of a schema of its own', { skip: !process.env.CMS_TEST_POSTGRES && 'needs tests/with-postgres.mjs' }, () => {
  test("saves that schema only, restores it into an empty database, and refuses one whose schema holds Strapi's tables", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-schema-'));
    const [source, target] = [await createTestDatabase(`${dir}-source`), await createTestDatabase(`${dir}-target`)];
    const query = async (env, statement) => {
      const client = new pg.Client(connection(env).client);
      await client.connect();
      try {
        return (await client.query(statement)).rows;
      } finally {
        await client.end();
      }
    };
    try {
      const env = { ...source.env, DATABASE_SCHEMA: 'cms' };
      await query(env, 'create schema cms; create table cms.strapi_core_store_settings (value text); insert into cms.strapi_core_store_settings values (\'kept\')');
      await query(env, 'create table public.strapi_elsewhere (value text)');
      const file = path.join(dir, 'cms.dump');
      await dump(file, env);

      const into = { ...target.env, DATABASE_SCHEMA: 'cms' };
      // Strapi's tables in another schema are not the CMS's: the database counts as empty
      await query(into, 'create table public.strapi_other (value text)');
      await restore(file, {}, into);
      assert.deepEqual(await query(into, 'select value from cms.strapi_core_store_settings'), [{ value: 'kept' }]);
      assert.deepEqual(await query(into, "select table_name from information_schema.tables where table_schema = 'public' order by 1"), [{ table_name: 'strapi_other' }]);
      await assert.rejects(restore(file, {}, into), /already holds Strapi's tables in cms/);
      await restore(file, { replace: true }, into);
      assert.deepEqual(await query(into, 'select value from cms.strapi_core_store_settings'), [{ value: 'kept' }]);
    } finally {
      await source.drop();
      await target.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
