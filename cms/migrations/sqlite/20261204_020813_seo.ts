import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`services_page_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_page_meta_meta_image_idx\` ON \`services_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_page_locales_locale_parent_id_unique\` ON \`services_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_page_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_page_v_version_meta_version_meta_image_idx\` ON \`_services_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_page_v_locales_locale_parent_id_unique\` ON \`_services_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`galleries_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`galleries_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`galleries_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`galleries_meta_meta_image_idx\` ON \`galleries_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_galleries_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_galleries_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_galleries_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_meta_version_meta_image_idx\` ON \`_galleries_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`home_page_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`home_page_meta_meta_image_idx\` ON \`home_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_home_page_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_page_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_home_page_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_meta_version_meta_image_idx\` ON \`_home_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`nm_ia_page_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`nm_ia_page_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`nm_ia_page_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`nm_ia_page_meta_meta_image_idx\` ON \`nm_ia_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_nm_ia_page_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_nm_ia_page_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_nm_ia_page_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_nm_ia_page_v_version_meta_version_meta_image_idx\` ON \`_nm_ia_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`services_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_page_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_galleries_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_galleries_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`galleries_locales\`;`)
  await db.run(sql`DROP TABLE \`galleries_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_galleries_locales\` RENAME TO \`galleries_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_locales_locale_parent_id_unique\` ON \`galleries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__galleries_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_galleries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__galleries_v_locales\`("version_title", "version_description", "id", "_locale", "_parent_id") SELECT "version_title", "version_description", "id", "_locale", "_parent_id" FROM \`_galleries_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_galleries_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__galleries_v_locales\` RENAME TO \`_galleries_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_galleries_v_locales_locale_parent_id_unique\` ON \`_galleries_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_locales\` (
  	\`highlights_architecture_title\` text,
  	\`highlights_architecture_description\` text,
  	\`highlights_architecture_link\` text,
  	\`highlights_corporate_title\` text,
  	\`highlights_corporate_description\` text,
  	\`highlights_corporate_link\` text,
  	\`highlights_tourism_title\` text,
  	\`highlights_tourism_description\` text,
  	\`highlights_tourism_link\` text,
  	\`highlights_nmai_title\` text,
  	\`highlights_nmai_description\` text,
  	\`highlights_nmai_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_locales\`("highlights_architecture_title", "highlights_architecture_description", "highlights_architecture_link", "highlights_corporate_title", "highlights_corporate_description", "highlights_corporate_link", "highlights_tourism_title", "highlights_tourism_description", "highlights_tourism_link", "highlights_nmai_title", "highlights_nmai_description", "highlights_nmai_link", "id", "_locale", "_parent_id") SELECT "highlights_architecture_title", "highlights_architecture_description", "highlights_architecture_link", "highlights_corporate_title", "highlights_corporate_description", "highlights_corporate_link", "highlights_tourism_title", "highlights_tourism_description", "highlights_tourism_link", "highlights_nmai_title", "highlights_nmai_description", "highlights_nmai_link", "id", "_locale", "_parent_id" FROM \`home_page_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_locales\` RENAME TO \`home_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_page_v_locales\` (
  	\`version_highlights_architecture_title\` text,
  	\`version_highlights_architecture_description\` text,
  	\`version_highlights_architecture_link\` text,
  	\`version_highlights_corporate_title\` text,
  	\`version_highlights_corporate_description\` text,
  	\`version_highlights_corporate_link\` text,
  	\`version_highlights_tourism_title\` text,
  	\`version_highlights_tourism_description\` text,
  	\`version_highlights_tourism_link\` text,
  	\`version_highlights_nmai_title\` text,
  	\`version_highlights_nmai_description\` text,
  	\`version_highlights_nmai_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_page_v_locales\`("version_highlights_architecture_title", "version_highlights_architecture_description", "version_highlights_architecture_link", "version_highlights_corporate_title", "version_highlights_corporate_description", "version_highlights_corporate_link", "version_highlights_tourism_title", "version_highlights_tourism_description", "version_highlights_tourism_link", "version_highlights_nmai_title", "version_highlights_nmai_description", "version_highlights_nmai_link", "id", "_locale", "_parent_id") SELECT "version_highlights_architecture_title", "version_highlights_architecture_description", "version_highlights_architecture_link", "version_highlights_corporate_title", "version_highlights_corporate_description", "version_highlights_corporate_link", "version_highlights_tourism_title", "version_highlights_tourism_description", "version_highlights_tourism_link", "version_highlights_nmai_title", "version_highlights_nmai_description", "version_highlights_nmai_link", "id", "_locale", "_parent_id" FROM \`_home_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_page_v_locales\` RENAME TO \`_home_page_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_locales_locale_parent_id_unique\` ON \`_home_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_nm_ia_page_locales\` (
  	\`quote_text\` text,
  	\`quote_author\` text,
  	\`quote_role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nm_ia_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_nm_ia_page_locales\`("quote_text", "quote_author", "quote_role", "id", "_locale", "_parent_id") SELECT "quote_text", "quote_author", "quote_role", "id", "_locale", "_parent_id" FROM \`nm_ia_page_locales\`;`)
  await db.run(sql`DROP TABLE \`nm_ia_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_nm_ia_page_locales\` RENAME TO \`nm_ia_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`nm_ia_page_locales_locale_parent_id_unique\` ON \`nm_ia_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__nm_ia_page_v_locales\` (
  	\`version_quote_text\` text,
  	\`version_quote_author\` text,
  	\`version_quote_role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nm_ia_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__nm_ia_page_v_locales\`("version_quote_text", "version_quote_author", "version_quote_role", "id", "_locale", "_parent_id") SELECT "version_quote_text", "version_quote_author", "version_quote_role", "id", "_locale", "_parent_id" FROM \`_nm_ia_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_nm_ia_page_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__nm_ia_page_v_locales\` RENAME TO \`_nm_ia_page_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_nm_ia_page_v_locales_locale_parent_id_unique\` ON \`_nm_ia_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}
