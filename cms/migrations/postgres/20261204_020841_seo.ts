import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cms"."services_page_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_services_page_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."galleries_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "cms"."galleries_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "cms"."galleries_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_galleries_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "cms"."_galleries_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "cms"."_galleries_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."home_page_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "cms"."home_page_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "cms"."home_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_home_page_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "cms"."_home_page_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "cms"."_home_page_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."nm_ia_page_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "cms"."nm_ia_page_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "cms"."nm_ia_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cms"."_nm_ia_page_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "cms"."_nm_ia_page_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "cms"."_nm_ia_page_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "cms"."services_page_locales" ADD CONSTRAINT "services_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."services_page_locales" ADD CONSTRAINT "services_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_page_v_locales" ADD CONSTRAINT "_services_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_services_page_v_locales" ADD CONSTRAINT "_services_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_page_meta_meta_image_idx" ON "cms"."services_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "services_page_locales_locale_parent_id_unique" ON "cms"."services_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_page_v_version_meta_version_meta_image_idx" ON "cms"."_services_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_services_page_v_locales_locale_parent_id_unique" ON "cms"."_services_page_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "cms"."galleries_locales" ADD CONSTRAINT "galleries_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_galleries_v_locales" ADD CONSTRAINT "_galleries_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."home_page_locales" ADD CONSTRAINT "home_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."nm_ia_page_locales" ADD CONSTRAINT "nm_ia_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_nm_ia_page_v_locales" ADD CONSTRAINT "_nm_ia_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "galleries_meta_meta_image_idx" ON "cms"."galleries_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_galleries_v_version_meta_version_meta_image_idx" ON "cms"."_galleries_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "home_page_meta_meta_image_idx" ON "cms"."home_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_home_page_v_version_meta_version_meta_image_idx" ON "cms"."_home_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "nm_ia_page_meta_meta_image_idx" ON "cms"."nm_ia_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_nm_ia_page_v_version_meta_version_meta_image_idx" ON "cms"."_nm_ia_page_v_locales" USING btree ("version_meta_image_id","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."services_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_services_page_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."services_page_locales" CASCADE;
  DROP TABLE "cms"."_services_page_v_locales" CASCADE;
  ALTER TABLE "cms"."galleries_locales" DROP CONSTRAINT "galleries_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_galleries_v_locales" DROP CONSTRAINT "_galleries_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."home_page_locales" DROP CONSTRAINT "home_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_home_page_v_locales" DROP CONSTRAINT "_home_page_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."nm_ia_page_locales" DROP CONSTRAINT "nm_ia_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_nm_ia_page_v_locales" DROP CONSTRAINT "_nm_ia_page_v_locales_version_meta_image_id_media_id_fk";
  
  DROP INDEX "cms"."galleries_meta_meta_image_idx";
  DROP INDEX "cms"."_galleries_v_version_meta_version_meta_image_idx";
  DROP INDEX "cms"."home_page_meta_meta_image_idx";
  DROP INDEX "cms"."_home_page_v_version_meta_version_meta_image_idx";
  DROP INDEX "cms"."nm_ia_page_meta_meta_image_idx";
  DROP INDEX "cms"."_nm_ia_page_v_version_meta_version_meta_image_idx";
  ALTER TABLE "cms"."galleries_locales" DROP COLUMN "meta_title";
  ALTER TABLE "cms"."galleries_locales" DROP COLUMN "meta_description";
  ALTER TABLE "cms"."galleries_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_galleries_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "cms"."_galleries_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "cms"."_galleries_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "cms"."home_page_locales" DROP COLUMN "meta_title";
  ALTER TABLE "cms"."home_page_locales" DROP COLUMN "meta_description";
  ALTER TABLE "cms"."home_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_home_page_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "cms"."_home_page_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "cms"."_home_page_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "cms"."nm_ia_page_locales" DROP COLUMN "meta_title";
  ALTER TABLE "cms"."nm_ia_page_locales" DROP COLUMN "meta_description";
  ALTER TABLE "cms"."nm_ia_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "cms"."_nm_ia_page_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "cms"."_nm_ia_page_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "cms"."_nm_ia_page_v_locales" DROP COLUMN "version_meta_image_id";`)
}
