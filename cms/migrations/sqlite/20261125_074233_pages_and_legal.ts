import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_paragraph\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_paragraph_order_idx\` ON \`legal_pages_blocks_paragraph\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_paragraph_parent_id_idx\` ON \`legal_pages_blocks_paragraph\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_paragraph_path_idx\` ON \`legal_pages_blocks_paragraph\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_paragraph_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_blocks_paragraph\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_blocks_paragraph_locales_locale_parent_id_unique\` ON \`legal_pages_blocks_paragraph_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_heading_order_idx\` ON \`legal_pages_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_heading_parent_id_idx\` ON \`legal_pages_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_heading_path_idx\` ON \`legal_pages_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_heading_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_blocks_heading\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_blocks_heading_locales_locale_parent_id_unique\` ON \`legal_pages_blocks_heading_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_list_items_order_idx\` ON \`legal_pages_blocks_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_list_items_parent_id_idx\` ON \`legal_pages_blocks_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_list_items_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_blocks_list_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_blocks_list_items_locales_locale_parent_id_uniqu\` ON \`legal_pages_blocks_list_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_list_order_idx\` ON \`legal_pages_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_list_parent_id_idx\` ON \`legal_pages_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_list_path_idx\` ON \`legal_pages_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_table_columns_order_idx\` ON \`legal_pages_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_table_columns_parent_id_idx\` ON \`legal_pages_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_table_columns_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_blocks_table_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_blocks_table_columns_locales_locale_parent_id_un\` ON \`legal_pages_blocks_table_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`column\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_table_rows_cells_order_idx\` ON \`legal_pages_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_table_rows_cells_parent_id_idx\` ON \`legal_pages_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_table_rows_cells_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_blocks_table_rows_cells\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_blocks_table_rows_cells_locales_locale_parent_id\` ON \`legal_pages_blocks_table_rows_cells_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_table_rows_order_idx\` ON \`legal_pages_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_table_rows_parent_id_idx\` ON \`legal_pages_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_table_order_idx\` ON \`legal_pages_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_table_parent_id_idx\` ON \`legal_pages_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_blocks_table_path_idx\` ON \`legal_pages_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_blocks_table_locales\` (
  	\`caption\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_blocks_table_locales_locale_parent_id_unique\` ON \`legal_pages_blocks_table_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_sections_order_idx\` ON \`legal_pages_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_sections_parent_id_idx\` ON \`legal_pages_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_sections_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_sections_locales_locale_parent_id_unique\` ON \`legal_pages_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`document\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_document_idx\` ON \`legal_pages\` (\`document\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_updated_at_idx\` ON \`legal_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_created_at_idx\` ON \`legal_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_locales_locale_parent_id_unique\` ON \`legal_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`legal_pages_id\` integer REFERENCES legal_pages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`legal_pages_blocks_paragraph\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_blocks_paragraph_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_blocks_heading_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_blocks_list_items\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_blocks_list_items_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_blocks_table_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_blocks_table_rows_cells_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_blocks_table_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_sections\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_locales\`;`)
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
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`contents_id\` integer,
  	\`galleries_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contents_id\`) REFERENCES \`contents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "contents_id", "galleries_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "contents_id", "galleries_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contents_id_idx\` ON \`payload_locked_documents_rels\` (\`contents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
