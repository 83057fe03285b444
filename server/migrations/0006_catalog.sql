CREATE TABLE "containers" (
	"id" integer PRIMARY KEY NOT NULL,
	"goods_id" integer,
	"hash_name" text NOT NULL,
	"names" jsonb NOT NULL,
	"picture" text NOT NULL,
	"kind" text NOT NULL,
	"stat_trak" boolean NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY NOT NULL,
	"hash_name" text NOT NULL,
	"e_name" text NOT NULL,
	"names" jsonb NOT NULL,
	"picture" text NOT NULL,
	"price" bigint NOT NULL,
	"price_source" text NOT NULL,
	"price_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quality" text NOT NULL,
	"quality_color" text NOT NULL,
	"appearance" text NOT NULL,
	"appearance_short" text NOT NULL,
	"category_type" text NOT NULL,
	"category_value" text NOT NULL,
	"type_name" text NOT NULL,
	"w_name" text NOT NULL,
	"float_min" double precision,
	"float_max" double precision,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"wear" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_hash_name_unique" UNIQUE("hash_name"),
	CONSTRAINT "goods_price_check" CHECK ("goods"."price" >= 0)
);
--> statement-breakpoint
CREATE INDEX "goods_item_idx" ON "goods" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "goods_quality_idx" ON "goods" USING btree ("quality");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_type","category_value");--> statement-breakpoint
CREATE INDEX "goods_price_idx" ON "goods" USING btree ("price");