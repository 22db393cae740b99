import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`schedule\` ADD \`meeting_mode\` text DEFAULT 'jitsi' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`schedule\` ADD \`meeting_fixed_url\` text;`)
  await db.run(sql`ALTER TABLE \`schedule\` ADD \`meeting_jitsi_host\` text DEFAULT 'meet.jit.si' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`schedule\` ADD \`auto_confirm\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`schedule\` DROP COLUMN \`meeting_mode\`;`)
  await db.run(sql`ALTER TABLE \`schedule\` DROP COLUMN \`meeting_fixed_url\`;`)
  await db.run(sql`ALTER TABLE \`schedule\` DROP COLUMN \`meeting_jitsi_host\`;`)
  await db.run(sql`ALTER TABLE \`schedule\` DROP COLUMN \`auto_confirm\`;`)
}
