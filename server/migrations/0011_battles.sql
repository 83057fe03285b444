CREATE TABLE "battle_players" (
	"battle_id" bigint NOT NULL,
	"slot" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"client_seed" text NOT NULL,
	"hold_id" bigint,
	"total" bigint,
	"received" bigint,
	"won" boolean,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_players_battle_id_slot_pk" PRIMARY KEY("battle_id","slot"),
	CONSTRAINT "battle_players_slot_check" CHECK ("battle_players"."slot" between 0 and 3),
	CONSTRAINT "battle_players_seat_check" CHECK (("battle_players"."user_id" is null) = ("battle_players"."hold_id" is null))
);
--> statement-breakpoint
CREATE TABLE "battle_rounds" (
	"battle_id" bigint NOT NULL,
	"round" integer NOT NULL,
	"slot" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"value" bigint NOT NULL,
	"ticket" integer NOT NULL,
	"awarded_to" integer,
	"knapsack_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_rounds_battle_id_round_slot_pk" PRIMARY KEY("battle_id","round","slot"),
	CONSTRAINT "battle_rounds_value_check" CHECK ("battle_rounds"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "battles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"mode" text NOT NULL,
	"players" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"code" text,
	"box_ids" text[] NOT NULL,
	"boxes" jsonb NOT NULL,
	"cost" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"beacon" text,
	"rounds" integer NOT NULL,
	"revealed" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "battles_state_check" CHECK ("battles"."state" in ('waiting', 'running', 'ended', 'cancelled')),
	CONSTRAINT "battles_mode_check" CHECK ("battles"."mode" in ('standard', 'crazy', 'terminal', 'team')),
	CONSTRAINT "battles_players_check" CHECK ("battles"."players" between 2 and 4 and ("battles"."mode" <> 'team' or "battles"."players" = 4)),
	CONSTRAINT "battles_rounds_check" CHECK ("battles"."rounds" = cardinality("battles"."box_ids") and "battles"."revealed" between 0 and "battles"."rounds" and "battles"."rounds" >= 1),
	CONSTRAINT "battles_cost_check" CHECK ("battles"."cost" >= 0),
	CONSTRAINT "battles_ended_check" CHECK (("battles"."state" = 'ended') = ("battles"."result" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "battle_players_user_key" ON "battle_players" USING btree ("battle_id","user_id") WHERE "battle_players"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "battle_players_user_idx" ON "battle_players" USING btree ("user_id","battle_id");--> statement-breakpoint
CREATE INDEX "battles_state_idx" ON "battles" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "battles_state_cost_idx" ON "battles" USING btree ("state","cost","id");--> statement-breakpoint
CREATE INDEX "battles_due_idx" ON "battles" USING btree ("next_at") WHERE "battles"."state" = 'running';