import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_page_case_studies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`stat_icon\` text DEFAULT 'trending-up' NOT NULL,
  	\`image_id\` integer,
  	\`image_key\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_case_studies_order_idx\` ON \`home_page_case_studies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_case_studies_parent_id_idx\` ON \`home_page_case_studies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_case_studies_image_idx\` ON \`home_page_case_studies\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_case_studies_locales\` (
  	\`title\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`stat\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_case_studies_locales_locale_parent_id_unique\` ON \`home_page_case_studies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`rating\` text DEFAULT '5' NOT NULL,
  	\`image_id\` integer,
  	\`image_key\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_testimonials_order_idx\` ON \`home_page_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_testimonials_parent_id_idx\` ON \`home_page_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_testimonials_image_idx\` ON \`home_page_testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_testimonials_locales\` (
  	\`position\` text NOT NULL,
  	\`quote\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_testimonials_locales_locale_parent_id_unique\` ON \`home_page_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_plans_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_plans_features_order_idx\` ON \`home_page_plans_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_plans_features_parent_id_idx\` ON \`home_page_plans_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_plans_features_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_plans_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_plans_features_locales_locale_parent_id_unique\` ON \`home_page_plans_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`popular\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_plans_order_idx\` ON \`home_page_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_plans_parent_id_idx\` ON \`home_page_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_plans_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text NOT NULL,
  	\`duration\` text NOT NULL,
  	\`button\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_plans_locales_locale_parent_id_unique\` ON \`home_page_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_team_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_team_social_order_idx\` ON \`home_page_team_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_team_social_parent_id_idx\` ON \`home_page_team_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_team\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`image_id\` integer,
  	\`image_key\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_team_order_idx\` ON \`home_page_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_team_parent_id_idx\` ON \`home_page_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_team_image_idx\` ON \`home_page_team\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_team_locales\` (
  	\`position\` text NOT NULL,
  	\`bio\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_team_locales_locale_parent_id_unique\` ON \`home_page_team_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_clients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`image_id\` integer,
  	\`image_key\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_clients_order_idx\` ON \`home_page_clients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_clients_parent_id_idx\` ON \`home_page_clients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_clients_image_idx\` ON \`home_page_clients\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`home_page_locales\` (
  	\`highlights_architecture_title\` text NOT NULL,
  	\`highlights_architecture_description\` text NOT NULL,
  	\`highlights_architecture_link\` text NOT NULL,
  	\`highlights_corporate_title\` text NOT NULL,
  	\`highlights_corporate_description\` text NOT NULL,
  	\`highlights_corporate_link\` text NOT NULL,
  	\`highlights_tourism_title\` text NOT NULL,
  	\`highlights_tourism_description\` text NOT NULL,
  	\`highlights_tourism_link\` text NOT NULL,
  	\`highlights_nmai_title\` text NOT NULL,
  	\`highlights_nmai_description\` text NOT NULL,
  	\`highlights_nmai_link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_page_stages_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_page_stages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_page_stages_bullets_order_idx\` ON \`services_page_stages_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_page_stages_bullets_parent_id_idx\` ON \`services_page_stages_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_page_stages_bullets_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_page_stages_bullets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_page_stages_bullets_locales_locale_parent_id_unique\` ON \`services_page_stages_bullets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_page_stages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_page_stages_order_idx\` ON \`services_page_stages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_page_stages_parent_id_idx\` ON \`services_page_stages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_page_stages_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`image_alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_page_stages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_page_stages_locales_locale_parent_id_unique\` ON \`services_page_stages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`nm_ia_page_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nm_ia_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nm_ia_page_steps_order_idx\` ON \`nm_ia_page_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nm_ia_page_steps_parent_id_idx\` ON \`nm_ia_page_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nm_ia_page_steps_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nm_ia_page_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nm_ia_page_steps_locales_locale_parent_id_unique\` ON \`nm_ia_page_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nm_ia_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`nm_ia_page_locales\` (
  	\`quote_text\` text NOT NULL,
  	\`quote_author\` text NOT NULL,
  	\`quote_role\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nm_ia_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nm_ia_page_locales_locale_parent_id_unique\` ON \`nm_ia_page_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home_page_case_studies\`;`)
  await db.run(sql`DROP TABLE \`home_page_case_studies_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_testimonials\`;`)
  await db.run(sql`DROP TABLE \`home_page_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_plans_features\`;`)
  await db.run(sql`DROP TABLE \`home_page_plans_features_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_plans\`;`)
  await db.run(sql`DROP TABLE \`home_page_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_team_social\`;`)
  await db.run(sql`DROP TABLE \`home_page_team\`;`)
  await db.run(sql`DROP TABLE \`home_page_team_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_clients\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`DROP TABLE \`services_page_stages_bullets\`;`)
  await db.run(sql`DROP TABLE \`services_page_stages_bullets_locales\`;`)
  await db.run(sql`DROP TABLE \`services_page_stages\`;`)
  await db.run(sql`DROP TABLE \`services_page_stages_locales\`;`)
  await db.run(sql`DROP TABLE \`services_page\`;`)
  await db.run(sql`DROP TABLE \`nm_ia_page_steps\`;`)
  await db.run(sql`DROP TABLE \`nm_ia_page_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`nm_ia_page\`;`)
  await db.run(sql`DROP TABLE \`nm_ia_page_locales\`;`)
}
