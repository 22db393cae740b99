import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Drafts, versions and scheduled publishing (cms/versions.ts): the version tables, `_status` on the versioned content
 * (what exists stays published), NOT NULL dropped where a draft may be incomplete, and Payload's jobs queue.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_contents_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__contents_v_version_page" AS ENUM('home', 'arquitectura', 'publicidad', 'turismo', 'nm-ia');
  CREATE TYPE "cms"."enum__contents_v_version_section" AS ENUM('hero', 'services-intro', 'services-intro-corrected', 'ai');
  CREATE TYPE "cms"."enum__contents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__contents_v_published_locale" AS ENUM('es', 'en', 'it');
  CREATE TYPE "cms"."enum_galleries_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__galleries_v_version_category" AS ENUM('architecture', 'advertising', 'tourism');
  CREATE TYPE "cms"."enum__galleries_v_version_subcategory" AS ENUM('catalogos', 'hospitality', 'casas', 'oficinas', 'retail', 'publicidad', 'corporativa', 'producto');
  CREATE TYPE "cms"."enum__galleries_v_version_type" AS ENUM('gallery', 'video');
  CREATE TYPE "cms"."enum__galleries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__galleries_v_published_locale" AS ENUM('es', 'en', 'it');
  CREATE TYPE "cms"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__legal_pages_v_version_document" AS ENUM('terms', 'notice', 'privacy', 'cookies');
  CREATE TYPE "cms"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__legal_pages_v_published_locale" AS ENUM('es', 'en', 'it');
  CREATE TYPE "cms"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "cms"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "cms"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "cms"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__home_page_v_version_case_studies_stat_icon" AS ENUM('trending-up', 'calendar-check', 'eye', 'shopping-bag', 'mouse-pointer-click', 'users');
  CREATE TYPE "cms"."enum__home_page_v_version_testimonials_rating" AS ENUM('5', '4.5');
  CREATE TYPE "cms"."enum__home_page_v_version_team_social_network" AS ENUM('linkedin', 'instagram', 'behance', 'vimeo');
  CREATE TYPE "cms"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__home_page_v_published_locale" AS ENUM('es', 'en', 'it');
  CREATE TYPE "cms"."enum_services_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__services_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__services_page_v_published_locale" AS ENUM('es', 'en', 'it');
  CREATE TYPE "cms"."enum_nm_ia_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__nm_ia_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__nm_ia_page_v_published_locale" AS ENUM('es', 'en', 'it');
  CREATE TABLE "cms"."_contents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_page" "cms"."enum__contents_v_version_page",
  	"version_section" "cms"."enum__contents_v_version_section",
  	"version_order" numeric DEFAULT 0,
  	"version_entry_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__contents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__contents_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "cms"."_contents_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_galleries_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"source_key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_galleries_v_version_images_locales" (
  	"title" varchar,
  	"location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_galleries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_gallery_id" varchar,
  	"version_category" "cms"."enum__galleries_v_version_category",
  	"version_subcategory" "cms"."enum__galleries_v_version_subcategory",
  	"version_order" numeric DEFAULT 0,
  	"version_type" "cms"."enum__galleries_v_version_type" DEFAULT 'gallery',
  	"version_cover_id" integer,
  	"version_cover_key" varchar,
  	"version_protected" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__galleries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__galleries_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "cms"."_galleries_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_galleries_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_paragraph" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_paragraph_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_heading_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_list_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_table_columns_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"column" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_table_rows_cells_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_legal_pages_v_blocks_table_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_legal_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_legal_pages_v_version_sections_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_document" "cms"."enum__legal_pages_v_version_document",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__legal_pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "cms"."_legal_pages_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "cms"."enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "cms"."enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "cms"."payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "cms"."enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_case_studies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"stat_icon" "cms"."enum__home_page_v_version_case_studies_stat_icon" DEFAULT 'trending-up',
  	"image_id" integer,
  	"image_key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_case_studies_locales" (
  	"title" varchar,
  	"category" varchar,
  	"description" varchar,
  	"stat" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"rating" "cms"."enum__home_page_v_version_testimonials_rating" DEFAULT '5',
  	"image_id" integer,
  	"image_key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_testimonials_locales" (
  	"position" varchar,
  	"quote" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_plans_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"popular" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_plans_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"duration" varchar,
  	"button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_team_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "cms"."enum__home_page_v_version_team_social_network",
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer,
  	"image_key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v_version_team_locales" (
  	"position" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_page_v_version_clients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer,
  	"image_key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__home_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "cms"."_home_page_v_locales" (
  	"version_highlights_architecture_title" varchar,
  	"version_highlights_architecture_description" varchar,
  	"version_highlights_architecture_link" varchar,
  	"version_highlights_corporate_title" varchar,
  	"version_highlights_corporate_description" varchar,
  	"version_highlights_corporate_link" varchar,
  	"version_highlights_tourism_title" varchar,
  	"version_highlights_tourism_description" varchar,
  	"version_highlights_tourism_link" varchar,
  	"version_highlights_nmai_title" varchar,
  	"version_highlights_nmai_description" varchar,
  	"version_highlights_nmai_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_services_page_v_version_stages_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_services_page_v_version_stages_bullets_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_services_page_v_version_stages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_services_page_v_version_stages_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"description" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_services_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__services_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__services_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "cms"."_nm_ia_page_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_nm_ia_page_v_version_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_nm_ia_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__nm_ia_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__nm_ia_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "cms"."_nm_ia_page_v_locales" (
  	"version_quote_text" varchar,
  	"version_quote_author" varchar,
  	"version_quote_role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."contents" ALTER COLUMN "page" DROP NOT NULL;
  ALTER TABLE "cms"."contents" ALTER COLUMN "section" DROP NOT NULL;
  ALTER TABLE "cms"."contents" ALTER COLUMN "entry_id" DROP NOT NULL;
  ALTER TABLE "cms"."contents_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "cms"."contents_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "cms"."galleries" ALTER COLUMN "gallery_id" DROP NOT NULL;
  ALTER TABLE "cms"."galleries" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "cms"."galleries_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_paragraph_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_heading_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_list_items_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_table_columns" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_table_columns_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_table_rows_cells" ALTER COLUMN "column" DROP NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_table_rows_cells_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_table_locales" ALTER COLUMN "caption" DROP NOT NULL;
  ALTER TABLE "cms"."legal_pages_sections" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "cms"."legal_pages_sections_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "cms"."legal_pages" ALTER COLUMN "document" DROP NOT NULL;
  ALTER TABLE "cms"."legal_pages_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "cms"."legal_pages_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_case_studies" ALTER COLUMN "stat_icon" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_case_studies_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_case_studies_locales" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_case_studies_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_case_studies_locales" ALTER COLUMN "stat" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_testimonials" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_testimonials" ALTER COLUMN "company" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_testimonials" ALTER COLUMN "rating" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_testimonials_locales" ALTER COLUMN "position" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_testimonials_locales" ALTER COLUMN "quote" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_plans_features_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_plans" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_plans_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_plans_locales" ALTER COLUMN "subtitle" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_plans_locales" ALTER COLUMN "duration" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_plans_locales" ALTER COLUMN "button" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_team_social" ALTER COLUMN "network" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_team_social" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_team" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_team_locales" ALTER COLUMN "position" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_team_locales" ALTER COLUMN "bio" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_clients" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_architecture_title" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_architecture_description" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_architecture_link" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_corporate_title" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_corporate_description" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_corporate_link" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_tourism_title" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_tourism_description" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_tourism_link" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_nmai_title" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_nmai_description" DROP NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_nmai_link" DROP NOT NULL;
  ALTER TABLE "cms"."services_page_stages_bullets_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "cms"."services_page_stages_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "cms"."services_page_stages_locales" ALTER COLUMN "subtitle" DROP NOT NULL;
  ALTER TABLE "cms"."services_page_stages_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "cms"."services_page_stages_locales" ALTER COLUMN "image_alt" DROP NOT NULL;
  ALTER TABLE "cms"."nm_ia_page_steps_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "cms"."nm_ia_page_steps_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "cms"."nm_ia_page_locales" ALTER COLUMN "quote_text" DROP NOT NULL;
  ALTER TABLE "cms"."nm_ia_page_locales" ALTER COLUMN "quote_author" DROP NOT NULL;
  ALTER TABLE "cms"."nm_ia_page_locales" ALTER COLUMN "quote_role" DROP NOT NULL;
  ALTER TABLE "cms"."contents" ADD COLUMN "_status" "cms"."enum_contents_status" DEFAULT 'draft';
  ALTER TABLE "cms"."galleries" ADD COLUMN "_status" "cms"."enum_galleries_status" DEFAULT 'draft';
  ALTER TABLE "cms"."legal_pages" ADD COLUMN "_status" "cms"."enum_legal_pages_status" DEFAULT 'draft';
  ALTER TABLE "cms"."home_page" ADD COLUMN "_status" "cms"."enum_home_page_status" DEFAULT 'draft';
  ALTER TABLE "cms"."services_page" ADD COLUMN "_status" "cms"."enum_services_page_status" DEFAULT 'draft';
  ALTER TABLE "cms"."nm_ia_page" ADD COLUMN "_status" "cms"."enum_nm_ia_page_status" DEFAULT 'draft';
  UPDATE "cms"."contents" SET "_status" = 'published';
  UPDATE "cms"."galleries" SET "_status" = 'published';
  UPDATE "cms"."legal_pages" SET "_status" = 'published';
  UPDATE "cms"."home_page" SET "_status" = 'published';
  UPDATE "cms"."services_page" SET "_status" = 'published';
  UPDATE "cms"."nm_ia_page" SET "_status" = 'published';
  ALTER TABLE "cms"."_contents_v" ADD CONSTRAINT "_contents_v_parent_id_contents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."contents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_contents_v_locales" ADD CONSTRAINT "_contents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_contents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_galleries_v_version_images" ADD CONSTRAINT "_galleries_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_galleries_v_version_images" ADD CONSTRAINT "_galleries_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_galleries_v_version_images_locales" ADD CONSTRAINT "_galleries_v_version_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_galleries_v_version_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_galleries_v" ADD CONSTRAINT "_galleries_v_parent_id_galleries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_galleries_v" ADD CONSTRAINT "_galleries_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_galleries_v_locales" ADD CONSTRAINT "_galleries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_galleries_v_texts" ADD CONSTRAINT "_galleries_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_paragraph" ADD CONSTRAINT "_legal_pages_v_blocks_paragraph_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_paragraph_locales" ADD CONSTRAINT "_legal_pages_v_blocks_paragraph_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_blocks_paragraph"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_heading" ADD CONSTRAINT "_legal_pages_v_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_heading_locales" ADD CONSTRAINT "_legal_pages_v_blocks_heading_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_blocks_heading"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_list_items" ADD CONSTRAINT "_legal_pages_v_blocks_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_blocks_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_list_items_locales" ADD CONSTRAINT "_legal_pages_v_blocks_list_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_blocks_list_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_list" ADD CONSTRAINT "_legal_pages_v_blocks_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table_columns" ADD CONSTRAINT "_legal_pages_v_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table_columns_locales" ADD CONSTRAINT "_legal_pages_v_blocks_table_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_blocks_table_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table_rows_cells" ADD CONSTRAINT "_legal_pages_v_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table_rows_cells_locales" ADD CONSTRAINT "_legal_pages_v_blocks_table_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_blocks_table_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table_rows" ADD CONSTRAINT "_legal_pages_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table" ADD CONSTRAINT "_legal_pages_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table_locales" ADD CONSTRAINT "_legal_pages_v_blocks_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections" ADD CONSTRAINT "_legal_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_version_sections_locales" ADD CONSTRAINT "_legal_pages_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_legal_pages_v_locales" ADD CONSTRAINT "_legal_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_case_studies" ADD CONSTRAINT "_home_page_v_version_case_studies_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_case_studies" ADD CONSTRAINT "_home_page_v_version_case_studies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_case_studies_locales" ADD CONSTRAINT "_home_page_v_version_case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_testimonials" ADD CONSTRAINT "_home_page_v_version_testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_testimonials" ADD CONSTRAINT "_home_page_v_version_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_testimonials_locales" ADD CONSTRAINT "_home_page_v_version_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_plans_features" ADD CONSTRAINT "_home_page_v_version_plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_plans_features_locales" ADD CONSTRAINT "_home_page_v_version_plans_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_plans_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_plans" ADD CONSTRAINT "_home_page_v_version_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_plans_locales" ADD CONSTRAINT "_home_page_v_version_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_team_social" ADD CONSTRAINT "_home_page_v_version_team_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_team" ADD CONSTRAINT "_home_page_v_version_team_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_team" ADD CONSTRAINT "_home_page_v_version_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_team_locales" ADD CONSTRAINT "_home_page_v_version_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v_version_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_clients" ADD CONSTRAINT "_home_page_v_version_clients_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_version_clients" ADD CONSTRAINT "_home_page_v_version_clients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_page_v_version_stages_bullets" ADD CONSTRAINT "_services_page_v_version_stages_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_page_v_version_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_page_v_version_stages_bullets_locales" ADD CONSTRAINT "_services_page_v_version_stages_bullets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_page_v_version_stages_bullets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_page_v_version_stages" ADD CONSTRAINT "_services_page_v_version_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_page_v_version_stages_locales" ADD CONSTRAINT "_services_page_v_version_stages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_page_v_version_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_nm_ia_page_v_version_steps" ADD CONSTRAINT "_nm_ia_page_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_nm_ia_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_nm_ia_page_v_version_steps_locales" ADD CONSTRAINT "_nm_ia_page_v_version_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_nm_ia_page_v_version_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_nm_ia_page_v_locales" ADD CONSTRAINT "_nm_ia_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_nm_ia_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_contents_v_parent_idx" ON "cms"."_contents_v" USING btree ("parent_id");
  CREATE INDEX "_contents_v_version_version_page_idx" ON "cms"."_contents_v" USING btree ("version_page");
  CREATE INDEX "_contents_v_version_version_section_idx" ON "cms"."_contents_v" USING btree ("version_section");
  CREATE INDEX "_contents_v_version_version_entry_id_idx" ON "cms"."_contents_v" USING btree ("version_entry_id");
  CREATE INDEX "_contents_v_version_version_updated_at_idx" ON "cms"."_contents_v" USING btree ("version_updated_at");
  CREATE INDEX "_contents_v_version_version_created_at_idx" ON "cms"."_contents_v" USING btree ("version_created_at");
  CREATE INDEX "_contents_v_version_version__status_idx" ON "cms"."_contents_v" USING btree ("version__status");
  CREATE INDEX "_contents_v_created_at_idx" ON "cms"."_contents_v" USING btree ("created_at");
  CREATE INDEX "_contents_v_updated_at_idx" ON "cms"."_contents_v" USING btree ("updated_at");
  CREATE INDEX "_contents_v_snapshot_idx" ON "cms"."_contents_v" USING btree ("snapshot");
  CREATE INDEX "_contents_v_published_locale_idx" ON "cms"."_contents_v" USING btree ("published_locale");
  CREATE INDEX "_contents_v_latest_idx" ON "cms"."_contents_v" USING btree ("latest");
  CREATE INDEX "_contents_v_autosave_idx" ON "cms"."_contents_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_contents_v_locales_locale_parent_id_unique" ON "cms"."_contents_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_galleries_v_version_images_order_idx" ON "cms"."_galleries_v_version_images" USING btree ("_order");
  CREATE INDEX "_galleries_v_version_images_parent_id_idx" ON "cms"."_galleries_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_galleries_v_version_images_image_idx" ON "cms"."_galleries_v_version_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_galleries_v_version_images_locales_locale_parent_id_unique" ON "cms"."_galleries_v_version_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_galleries_v_parent_idx" ON "cms"."_galleries_v" USING btree ("parent_id");
  CREATE INDEX "_galleries_v_version_version_gallery_id_idx" ON "cms"."_galleries_v" USING btree ("version_gallery_id");
  CREATE INDEX "_galleries_v_version_version_category_idx" ON "cms"."_galleries_v" USING btree ("version_category");
  CREATE INDEX "_galleries_v_version_version_cover_idx" ON "cms"."_galleries_v" USING btree ("version_cover_id");
  CREATE INDEX "_galleries_v_version_version_updated_at_idx" ON "cms"."_galleries_v" USING btree ("version_updated_at");
  CREATE INDEX "_galleries_v_version_version_created_at_idx" ON "cms"."_galleries_v" USING btree ("version_created_at");
  CREATE INDEX "_galleries_v_version_version__status_idx" ON "cms"."_galleries_v" USING btree ("version__status");
  CREATE INDEX "_galleries_v_created_at_idx" ON "cms"."_galleries_v" USING btree ("created_at");
  CREATE INDEX "_galleries_v_updated_at_idx" ON "cms"."_galleries_v" USING btree ("updated_at");
  CREATE INDEX "_galleries_v_snapshot_idx" ON "cms"."_galleries_v" USING btree ("snapshot");
  CREATE INDEX "_galleries_v_published_locale_idx" ON "cms"."_galleries_v" USING btree ("published_locale");
  CREATE INDEX "_galleries_v_latest_idx" ON "cms"."_galleries_v" USING btree ("latest");
  CREATE INDEX "_galleries_v_autosave_idx" ON "cms"."_galleries_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_galleries_v_locales_locale_parent_id_unique" ON "cms"."_galleries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_galleries_v_texts_order_parent" ON "cms"."_galleries_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_legal_pages_v_blocks_paragraph_order_idx" ON "cms"."_legal_pages_v_blocks_paragraph" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_blocks_paragraph_parent_id_idx" ON "cms"."_legal_pages_v_blocks_paragraph" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_blocks_paragraph_path_idx" ON "cms"."_legal_pages_v_blocks_paragraph" USING btree ("_path");
  CREATE UNIQUE INDEX "_legal_pages_v_blocks_paragraph_locales_locale_parent_id_uni" ON "cms"."_legal_pages_v_blocks_paragraph_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_blocks_heading_order_idx" ON "cms"."_legal_pages_v_blocks_heading" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_blocks_heading_parent_id_idx" ON "cms"."_legal_pages_v_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_blocks_heading_path_idx" ON "cms"."_legal_pages_v_blocks_heading" USING btree ("_path");
  CREATE UNIQUE INDEX "_legal_pages_v_blocks_heading_locales_locale_parent_id_uniqu" ON "cms"."_legal_pages_v_blocks_heading_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_blocks_list_items_order_idx" ON "cms"."_legal_pages_v_blocks_list_items" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_blocks_list_items_parent_id_idx" ON "cms"."_legal_pages_v_blocks_list_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_legal_pages_v_blocks_list_items_locales_locale_parent_id_un" ON "cms"."_legal_pages_v_blocks_list_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_blocks_list_order_idx" ON "cms"."_legal_pages_v_blocks_list" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_blocks_list_parent_id_idx" ON "cms"."_legal_pages_v_blocks_list" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_blocks_list_path_idx" ON "cms"."_legal_pages_v_blocks_list" USING btree ("_path");
  CREATE INDEX "_legal_pages_v_blocks_table_columns_order_idx" ON "cms"."_legal_pages_v_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_blocks_table_columns_parent_id_idx" ON "cms"."_legal_pages_v_blocks_table_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_legal_pages_v_blocks_table_columns_locales_locale_parent_id" ON "cms"."_legal_pages_v_blocks_table_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_blocks_table_rows_cells_order_idx" ON "cms"."_legal_pages_v_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_blocks_table_rows_cells_parent_id_idx" ON "cms"."_legal_pages_v_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_legal_pages_v_blocks_table_rows_cells_locales_locale_parent" ON "cms"."_legal_pages_v_blocks_table_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_blocks_table_rows_order_idx" ON "cms"."_legal_pages_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_blocks_table_rows_parent_id_idx" ON "cms"."_legal_pages_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_blocks_table_order_idx" ON "cms"."_legal_pages_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_blocks_table_parent_id_idx" ON "cms"."_legal_pages_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_blocks_table_path_idx" ON "cms"."_legal_pages_v_blocks_table" USING btree ("_path");
  CREATE UNIQUE INDEX "_legal_pages_v_blocks_table_locales_locale_parent_id_unique" ON "cms"."_legal_pages_v_blocks_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_version_sections_order_idx" ON "cms"."_legal_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_sections_parent_id_idx" ON "cms"."_legal_pages_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_legal_pages_v_version_sections_locales_locale_parent_id_uni" ON "cms"."_legal_pages_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "cms"."_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_version_document_idx" ON "cms"."_legal_pages_v" USING btree ("version_document");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "cms"."_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "cms"."_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "cms"."_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "cms"."_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "cms"."_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_snapshot_idx" ON "cms"."_legal_pages_v" USING btree ("snapshot");
  CREATE INDEX "_legal_pages_v_published_locale_idx" ON "cms"."_legal_pages_v" USING btree ("published_locale");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "cms"."_legal_pages_v" USING btree ("latest");
  CREATE INDEX "_legal_pages_v_autosave_idx" ON "cms"."_legal_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_legal_pages_v_locales_locale_parent_id_unique" ON "cms"."_legal_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "cms"."payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "cms"."payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "cms"."payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "cms"."payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "cms"."payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "cms"."payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "cms"."payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "cms"."payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "cms"."payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "cms"."payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "cms"."payload_jobs" USING btree ("created_at");
  CREATE INDEX "_home_page_v_version_case_studies_order_idx" ON "cms"."_home_page_v_version_case_studies" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_case_studies_parent_id_idx" ON "cms"."_home_page_v_version_case_studies" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_case_studies_image_idx" ON "cms"."_home_page_v_version_case_studies" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_page_v_version_case_studies_locales_locale_parent_id_u" ON "cms"."_home_page_v_version_case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_testimonials_order_idx" ON "cms"."_home_page_v_version_testimonials" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_testimonials_parent_id_idx" ON "cms"."_home_page_v_version_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_testimonials_image_idx" ON "cms"."_home_page_v_version_testimonials" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_page_v_version_testimonials_locales_locale_parent_id_u" ON "cms"."_home_page_v_version_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_plans_features_order_idx" ON "cms"."_home_page_v_version_plans_features" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_plans_features_parent_id_idx" ON "cms"."_home_page_v_version_plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_plans_features_locales_locale_parent_id" ON "cms"."_home_page_v_version_plans_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_plans_order_idx" ON "cms"."_home_page_v_version_plans" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_plans_parent_id_idx" ON "cms"."_home_page_v_version_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_plans_locales_locale_parent_id_unique" ON "cms"."_home_page_v_version_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_team_social_order_idx" ON "cms"."_home_page_v_version_team_social" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_team_social_parent_id_idx" ON "cms"."_home_page_v_version_team_social" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_team_order_idx" ON "cms"."_home_page_v_version_team" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_team_parent_id_idx" ON "cms"."_home_page_v_version_team" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_team_image_idx" ON "cms"."_home_page_v_version_team" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_page_v_version_team_locales_locale_parent_id_unique" ON "cms"."_home_page_v_version_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_clients_order_idx" ON "cms"."_home_page_v_version_clients" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_clients_parent_id_idx" ON "cms"."_home_page_v_version_clients" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_clients_image_idx" ON "cms"."_home_page_v_version_clients" USING btree ("image_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "cms"."_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "cms"."_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "cms"."_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_snapshot_idx" ON "cms"."_home_page_v" USING btree ("snapshot");
  CREATE INDEX "_home_page_v_published_locale_idx" ON "cms"."_home_page_v" USING btree ("published_locale");
  CREATE INDEX "_home_page_v_latest_idx" ON "cms"."_home_page_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_autosave_idx" ON "cms"."_home_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "cms"."_home_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_page_v_version_stages_bullets_order_idx" ON "cms"."_services_page_v_version_stages_bullets" USING btree ("_order");
  CREATE INDEX "_services_page_v_version_stages_bullets_parent_id_idx" ON "cms"."_services_page_v_version_stages_bullets" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_page_v_version_stages_bullets_locales_locale_paren" ON "cms"."_services_page_v_version_stages_bullets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_page_v_version_stages_order_idx" ON "cms"."_services_page_v_version_stages" USING btree ("_order");
  CREATE INDEX "_services_page_v_version_stages_parent_id_idx" ON "cms"."_services_page_v_version_stages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_page_v_version_stages_locales_locale_parent_id_uni" ON "cms"."_services_page_v_version_stages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_page_v_version_version__status_idx" ON "cms"."_services_page_v" USING btree ("version__status");
  CREATE INDEX "_services_page_v_created_at_idx" ON "cms"."_services_page_v" USING btree ("created_at");
  CREATE INDEX "_services_page_v_updated_at_idx" ON "cms"."_services_page_v" USING btree ("updated_at");
  CREATE INDEX "_services_page_v_snapshot_idx" ON "cms"."_services_page_v" USING btree ("snapshot");
  CREATE INDEX "_services_page_v_published_locale_idx" ON "cms"."_services_page_v" USING btree ("published_locale");
  CREATE INDEX "_services_page_v_latest_idx" ON "cms"."_services_page_v" USING btree ("latest");
  CREATE INDEX "_services_page_v_autosave_idx" ON "cms"."_services_page_v" USING btree ("autosave");
  CREATE INDEX "_nm_ia_page_v_version_steps_order_idx" ON "cms"."_nm_ia_page_v_version_steps" USING btree ("_order");
  CREATE INDEX "_nm_ia_page_v_version_steps_parent_id_idx" ON "cms"."_nm_ia_page_v_version_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_nm_ia_page_v_version_steps_locales_locale_parent_id_unique" ON "cms"."_nm_ia_page_v_version_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nm_ia_page_v_version_version__status_idx" ON "cms"."_nm_ia_page_v" USING btree ("version__status");
  CREATE INDEX "_nm_ia_page_v_created_at_idx" ON "cms"."_nm_ia_page_v" USING btree ("created_at");
  CREATE INDEX "_nm_ia_page_v_updated_at_idx" ON "cms"."_nm_ia_page_v" USING btree ("updated_at");
  CREATE INDEX "_nm_ia_page_v_snapshot_idx" ON "cms"."_nm_ia_page_v" USING btree ("snapshot");
  CREATE INDEX "_nm_ia_page_v_published_locale_idx" ON "cms"."_nm_ia_page_v" USING btree ("published_locale");
  CREATE INDEX "_nm_ia_page_v_latest_idx" ON "cms"."_nm_ia_page_v" USING btree ("latest");
  CREATE INDEX "_nm_ia_page_v_autosave_idx" ON "cms"."_nm_ia_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_nm_ia_page_v_locales_locale_parent_id_unique" ON "cms"."_nm_ia_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contents__status_idx" ON "cms"."contents" USING btree ("_status");
  CREATE INDEX "galleries__status_idx" ON "cms"."galleries" USING btree ("_status");
  CREATE INDEX "legal_pages__status_idx" ON "cms"."legal_pages" USING btree ("_status");
  CREATE INDEX "home_page__status_idx" ON "cms"."home_page" USING btree ("_status");
  CREATE INDEX "services_page__status_idx" ON "cms"."services_page" USING btree ("_status");
  CREATE INDEX "nm_ia_page__status_idx" ON "cms"."nm_ia_page" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."_contents_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_contents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_galleries_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_galleries_v_version_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_galleries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_galleries_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_galleries_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_paragraph" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_paragraph_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_heading" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_heading_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_list_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table_rows_cells_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_blocks_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_legal_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v_version_case_studies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v_version_case_studies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v_version_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v_version_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v_version_plans_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v_version_plans_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v_version_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v_version_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v_version_team_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v_version_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v_version_team_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v_version_clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_services_page_v_version_stages_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_services_page_v_version_stages_bullets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_services_page_v_version_stages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_services_page_v_version_stages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_services_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_nm_ia_page_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_nm_ia_page_v_version_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_nm_ia_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_nm_ia_page_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."_contents_v" CASCADE;
  DROP TABLE "cms"."_contents_v_locales" CASCADE;
  DROP TABLE "cms"."_galleries_v_version_images" CASCADE;
  DROP TABLE "cms"."_galleries_v_version_images_locales" CASCADE;
  DROP TABLE "cms"."_galleries_v" CASCADE;
  DROP TABLE "cms"."_galleries_v_locales" CASCADE;
  DROP TABLE "cms"."_galleries_v_texts" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_paragraph" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_paragraph_locales" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_heading" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_heading_locales" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_list_items" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_list_items_locales" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_list" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_table_columns" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_table_columns_locales" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_table_rows_cells" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_table_rows_cells_locales" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_table_rows" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_table" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_blocks_table_locales" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_version_sections" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_version_sections_locales" CASCADE;
  DROP TABLE "cms"."_legal_pages_v" CASCADE;
  DROP TABLE "cms"."_legal_pages_v_locales" CASCADE;
  DROP TABLE "cms"."payload_jobs_log" CASCADE;
  DROP TABLE "cms"."payload_jobs" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_case_studies" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_case_studies_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_testimonials" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_testimonials_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_plans_features" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_plans_features_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_plans" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_plans_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_team_social" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_team" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_team_locales" CASCADE;
  DROP TABLE "cms"."_home_page_v_version_clients" CASCADE;
  DROP TABLE "cms"."_home_page_v" CASCADE;
  DROP TABLE "cms"."_home_page_v_locales" CASCADE;
  DROP TABLE "cms"."_services_page_v_version_stages_bullets" CASCADE;
  DROP TABLE "cms"."_services_page_v_version_stages_bullets_locales" CASCADE;
  DROP TABLE "cms"."_services_page_v_version_stages" CASCADE;
  DROP TABLE "cms"."_services_page_v_version_stages_locales" CASCADE;
  DROP TABLE "cms"."_services_page_v" CASCADE;
  DROP TABLE "cms"."_nm_ia_page_v_version_steps" CASCADE;
  DROP TABLE "cms"."_nm_ia_page_v_version_steps_locales" CASCADE;
  DROP TABLE "cms"."_nm_ia_page_v" CASCADE;
  DROP TABLE "cms"."_nm_ia_page_v_locales" CASCADE;
  DROP INDEX "cms"."contents__status_idx";
  DROP INDEX "cms"."galleries__status_idx";
  DROP INDEX "cms"."legal_pages__status_idx";
  DROP INDEX "cms"."home_page__status_idx";
  DROP INDEX "cms"."services_page__status_idx";
  DROP INDEX "cms"."nm_ia_page__status_idx";
  ALTER TABLE "cms"."contents" ALTER COLUMN "page" SET NOT NULL;
  ALTER TABLE "cms"."contents" ALTER COLUMN "section" SET NOT NULL;
  ALTER TABLE "cms"."contents" ALTER COLUMN "entry_id" SET NOT NULL;
  ALTER TABLE "cms"."contents_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "cms"."contents_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "cms"."galleries" ALTER COLUMN "gallery_id" SET NOT NULL;
  ALTER TABLE "cms"."galleries" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "cms"."galleries_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_paragraph_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_heading_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_list_items_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_table_columns" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_table_columns_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_table_rows_cells" ALTER COLUMN "column" SET NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_table_rows_cells_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "cms"."legal_pages_blocks_table_locales" ALTER COLUMN "caption" SET NOT NULL;
  ALTER TABLE "cms"."legal_pages_sections" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "cms"."legal_pages_sections_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "cms"."legal_pages" ALTER COLUMN "document" SET NOT NULL;
  ALTER TABLE "cms"."legal_pages_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "cms"."legal_pages_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "cms"."home_page_case_studies" ALTER COLUMN "stat_icon" SET NOT NULL;
  ALTER TABLE "cms"."home_page_case_studies_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "cms"."home_page_case_studies_locales" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "cms"."home_page_case_studies_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "cms"."home_page_case_studies_locales" ALTER COLUMN "stat" SET NOT NULL;
  ALTER TABLE "cms"."home_page_testimonials" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "cms"."home_page_testimonials" ALTER COLUMN "company" SET NOT NULL;
  ALTER TABLE "cms"."home_page_testimonials" ALTER COLUMN "rating" SET NOT NULL;
  ALTER TABLE "cms"."home_page_testimonials_locales" ALTER COLUMN "position" SET NOT NULL;
  ALTER TABLE "cms"."home_page_testimonials_locales" ALTER COLUMN "quote" SET NOT NULL;
  ALTER TABLE "cms"."home_page_plans_features_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "cms"."home_page_plans" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "cms"."home_page_plans_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "cms"."home_page_plans_locales" ALTER COLUMN "subtitle" SET NOT NULL;
  ALTER TABLE "cms"."home_page_plans_locales" ALTER COLUMN "duration" SET NOT NULL;
  ALTER TABLE "cms"."home_page_plans_locales" ALTER COLUMN "button" SET NOT NULL;
  ALTER TABLE "cms"."home_page_team_social" ALTER COLUMN "network" SET NOT NULL;
  ALTER TABLE "cms"."home_page_team_social" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "cms"."home_page_team" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "cms"."home_page_team_locales" ALTER COLUMN "position" SET NOT NULL;
  ALTER TABLE "cms"."home_page_team_locales" ALTER COLUMN "bio" SET NOT NULL;
  ALTER TABLE "cms"."home_page_clients" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_architecture_title" SET NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_architecture_description" SET NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_architecture_link" SET NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_corporate_title" SET NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_corporate_description" SET NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_corporate_link" SET NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_tourism_title" SET NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_tourism_description" SET NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_tourism_link" SET NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_nmai_title" SET NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_nmai_description" SET NOT NULL;
  ALTER TABLE "cms"."home_page_locales" ALTER COLUMN "highlights_nmai_link" SET NOT NULL;
  ALTER TABLE "cms"."services_page_stages_bullets_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "cms"."services_page_stages_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "cms"."services_page_stages_locales" ALTER COLUMN "subtitle" SET NOT NULL;
  ALTER TABLE "cms"."services_page_stages_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "cms"."services_page_stages_locales" ALTER COLUMN "image_alt" SET NOT NULL;
  ALTER TABLE "cms"."nm_ia_page_steps_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "cms"."nm_ia_page_steps_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "cms"."nm_ia_page_locales" ALTER COLUMN "quote_text" SET NOT NULL;
  ALTER TABLE "cms"."nm_ia_page_locales" ALTER COLUMN "quote_author" SET NOT NULL;
  ALTER TABLE "cms"."nm_ia_page_locales" ALTER COLUMN "quote_role" SET NOT NULL;
  ALTER TABLE "cms"."contents" DROP COLUMN "_status";
  ALTER TABLE "cms"."galleries" DROP COLUMN "_status";
  ALTER TABLE "cms"."legal_pages" DROP COLUMN "_status";
  ALTER TABLE "cms"."home_page" DROP COLUMN "_status";
  ALTER TABLE "cms"."services_page" DROP COLUMN "_status";
  ALTER TABLE "cms"."nm_ia_page" DROP COLUMN "_status";
  DROP TYPE "cms"."enum_contents_status";
  DROP TYPE "cms"."enum__contents_v_version_page";
  DROP TYPE "cms"."enum__contents_v_version_section";
  DROP TYPE "cms"."enum__contents_v_version_status";
  DROP TYPE "cms"."enum__contents_v_published_locale";
  DROP TYPE "cms"."enum_galleries_status";
  DROP TYPE "cms"."enum__galleries_v_version_category";
  DROP TYPE "cms"."enum__galleries_v_version_subcategory";
  DROP TYPE "cms"."enum__galleries_v_version_type";
  DROP TYPE "cms"."enum__galleries_v_version_status";
  DROP TYPE "cms"."enum__galleries_v_published_locale";
  DROP TYPE "cms"."enum_legal_pages_status";
  DROP TYPE "cms"."enum__legal_pages_v_version_document";
  DROP TYPE "cms"."enum__legal_pages_v_version_status";
  DROP TYPE "cms"."enum__legal_pages_v_published_locale";
  DROP TYPE "cms"."enum_payload_jobs_log_task_slug";
  DROP TYPE "cms"."enum_payload_jobs_log_state";
  DROP TYPE "cms"."enum_payload_jobs_task_slug";
  DROP TYPE "cms"."enum_home_page_status";
  DROP TYPE "cms"."enum__home_page_v_version_case_studies_stat_icon";
  DROP TYPE "cms"."enum__home_page_v_version_testimonials_rating";
  DROP TYPE "cms"."enum__home_page_v_version_team_social_network";
  DROP TYPE "cms"."enum__home_page_v_version_status";
  DROP TYPE "cms"."enum__home_page_v_published_locale";
  DROP TYPE "cms"."enum_services_page_status";
  DROP TYPE "cms"."enum__services_page_v_version_status";
  DROP TYPE "cms"."enum__services_page_v_published_locale";
  DROP TYPE "cms"."enum_nm_ia_page_status";
  DROP TYPE "cms"."enum__nm_ia_page_v_version_status";
  DROP TYPE "cms"."enum__nm_ia_page_v_published_locale";`)
}
