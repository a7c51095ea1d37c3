// The app's database on a PostgreSQL server it was given (the embedded one): created when missing.
import pg from "pg";

/** The database the app uses on the embedded server. */
export const APP_DATABASE = "fitcreators";

export async function ensureDatabase(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
