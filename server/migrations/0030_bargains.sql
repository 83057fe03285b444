CREATE TABLE "bargain_helps" (
	"bargain_id" text NOT NULL,
	"helper_id" integer NOT NULL,
	"claim_id" bigint NOT NULL,
	"gap_before" bigint NOT NULL,
	"cut" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"ticket" integer NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bargains" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"box_id" text NOT NULL,
	"price" bigint NOT NULL,
	"target_price" bigint NOT NULL,
	"current_price" bigint NOT NULL,
	"helpers" integer DEFAULT 0 NOT NULL,
	"helpers_needed" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bargain_helps_key" ON "bargain_helps" USING btree ("bargain_id","helper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bargains_open_key" ON "bargains" USING btree ("user_id","box_id") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "bargains_user_idx" ON "bargains" USING btree ("user_id","created_at");