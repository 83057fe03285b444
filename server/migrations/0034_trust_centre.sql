CREATE TABLE "case_versions" (
	"box_id" text NOT NULL,
	"hash" text NOT NULL,
	"contents" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_versions_box_id_hash_pk" PRIMARY KEY("box_id","hash")
);
--> statement-breakpoint
CREATE TABLE "bet_tally" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"box_id" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"bets" integer NOT NULL,
	"wagered" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"expected" double precision NOT NULL,
	"variance" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rtp_totals" (
	"game" text NOT NULL,
	"box_id" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"bets" bigint NOT NULL,
	"wagered" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"expected" double precision NOT NULL,
	"variance" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rtp_totals_game_box_id_currency_pk" PRIMARY KEY("game","box_id","currency")
);
--> statement-breakpoint
CREATE TABLE "liability_leaves" (
	"snapshot_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"user_hash" text NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "liability_leaves_snapshot_id_user_id_pk" PRIMARY KEY("snapshot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "liability_nodes" (
	"snapshot_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"idx" integer NOT NULL,
	"hash" text NOT NULL,
	"sum" bigint NOT NULL,
	CONSTRAINT "liability_nodes_snapshot_id_level_idx_pk" PRIMARY KEY("snapshot_id","level","idx")
);
--> statement-breakpoint
CREATE TABLE "liability_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"root" text NOT NULL,
	"total" bigint NOT NULL,
	"leaves" integer NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rolls" ADD COLUMN "case_hash" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "chain_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "prev_chain" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "prev_hash" text;--> statement-breakpoint
CREATE INDEX "case_versions_hash_idx" ON "case_versions" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "case_versions_created_idx" ON "case_versions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "liability_snapshots_currency_idx" ON "liability_snapshots" USING btree ("currency","id");