CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb NOT NULL,
	"user_id" integer,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"keywords" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "info_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
