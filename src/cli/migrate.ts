/**
 * `npm run db:migrate`: applies pending schema migrations to DATABASE_URL
 * (the server also does this when it starts).
 */
import './allow-server-modules';

async function main() {
  const { env } = await import('@/server/env');
  const { openConnection } = await import('@/server/db/dialect');
  const { migrateToLatest } = await import('@/server/db/migrations');
  const config = env();
  const connection = await openConnection(config.DATABASE_URL, { poolMax: 2 });
  try {
    const applied = await migrateToLatest(connection.db, connection.features);
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s) to ${connection.describe}: ${applied.join(', ')}`
        : `${connection.describe} is up to date.`,
    );
  } finally {
    await connection.db.destroy();
  }
}

main().catch((error) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
