CREATE TABLE "event_token_sources" (
	"event_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_tokens" (
	"event_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"staked_milli" bigint DEFAULT 0 NOT NULL,
	"deposited_milli" bigint DEFAULT 0 NOT NULL,
	"given" integer DEFAULT 0 NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "event_token_sources_key" ON "event_token_sources" USING btree ("event_key","user_id","source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tokens_key" ON "event_tokens" USING btree ("event_key","user_id");