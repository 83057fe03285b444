CREATE TABLE "upgrades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"stake_items" bigint[] NOT NULL,
	"amount" bigint NOT NULL,
	"stake_value" bigint NOT NULL,
	"target_goods_id" integer NOT NULL,
	"target_price" bigint NOT NULL,
	"win_tickets" integer NOT NULL,
	"direction" text NOT NULL,
	"ticket" integer NOT NULL,
	"success" boolean NOT NULL,
	"coins" bigint DEFAULT 0 NOT NULL,
	"knapsack_id" bigint,
	"debit_tx_id" bigint,
	"seed_id" bigint NOT NULL,
	"nonce" bigint NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrades_direction_check" CHECK ("upgrades"."direction" in ('under', 'over')),
	CONSTRAINT "upgrades_amounts_check" CHECK ("upgrades"."amount" >= 0 and "upgrades"."coins" >= 0 and "upgrades"."stake_value" > 0),
	CONSTRAINT "upgrades_target_check" CHECK ("upgrades"."target_price" > "upgrades"."stake_value"),
	CONSTRAINT "upgrades_tickets_check" CHECK ("upgrades"."win_tickets" between 1 and 100000000),
	CONSTRAINT "upgrades_outcome_check" CHECK ("upgrades"."success" = ("upgrades"."knapsack_id" is not null) and (not "upgrades"."success" or "upgrades"."coins" = 0))
);
--> statement-breakpoint
CREATE INDEX "upgrades_user_idx" ON "upgrades" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "upgrades_roll_key" ON "upgrades" USING btree ("seed_id","nonce","round");