import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`schedule\` ADD \`reminders_first\` text DEFAULT '1440' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`schedule\` ADD \`reminders_second\` text DEFAULT '60' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`schedule\` ADD \`reminders_morning_agenda\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`schedule\` DROP COLUMN \`reminders_first\`;`)
  await db.run(sql`ALTER TABLE \`schedule\` DROP COLUMN \`reminders_second\`;`)
  await db.run(sql`ALTER TABLE \`schedule\` DROP COLUMN \`reminders_morning_agenda\`;`)
}
