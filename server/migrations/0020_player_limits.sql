CREATE TABLE "player_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"deposit_day" bigint,
	"deposit_week" bigint,
	"deposit_month" bigint,
	"pending" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"block_kind" text,
	"block_since" timestamp with time zone,
	"block_until" timestamp with time zone,
	"block_permanent" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
