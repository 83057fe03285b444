CREATE TABLE "drop_feed" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"user_avatar" text NOT NULL,
	"box_id" text,
	"goods_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"knapsack_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rolls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" bigint NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"client_seed" text NOT NULL,
	"ticket" integer NOT NULL,
	"ref_kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"goods_id" integer,
	"box_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"knapsack_id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"source" text NOT NULL,
	"bought_with" text DEFAULT 'money' NOT NULL,
	"state" text DEFAULT 'owned' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_state_check" CHECK ("items"."state" in ('owned', 'withdrawing', 'withdrawn', 'sold', 'consumed')),
	CONSTRAINT "items_bought_with_check" CHECK ("items"."bought_with" in ('money', 'shop_score')),
	CONSTRAINT "items_price_check" CHECK ("items"."price" >= 0)
);
--> statement-breakpoint
CREATE INDEX "drop_feed_top_idx" ON "drop_feed" USING btree ("id") WHERE "drop_feed"."price" >= 10000;--> statement-breakpoint
CREATE INDEX "drop_feed_created_idx" ON "drop_feed" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "drop_feed_type_idx" ON "drop_feed" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_one_active_key" ON "fair_seeds" USING btree ("user_id") WHERE "fair_seeds"."active";--> statement-breakpoint
CREATE INDEX "fair_seeds_user_idx" ON "fair_seeds" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rolls_seed_nonce_round_key" ON "rolls" USING btree ("seed_id","nonce","round");--> statement-breakpoint
CREATE INDEX "rolls_user_idx" ON "rolls" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "rolls_game_idx" ON "rolls" USING btree ("game");--> statement-breakpoint
CREATE INDEX "items_owner_state_idx" ON "items" USING btree ("owner_id","state","knapsack_id");