import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`password_hash\` text;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_password_hash\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`password_hash\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_password_hash\`;`)
}
