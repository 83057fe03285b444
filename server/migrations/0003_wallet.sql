CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "accounts_balance_non_negative" CHECK ("accounts"."owner" = 'house' or "accounts"."balance" >= 0),
	CONSTRAINT "accounts_house_uncached" CHECK ("accounts"."owner" = 'user' or "accounts"."balance" = 0)
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"ref_kind" text DEFAULT '' NOT NULL,
	"ref_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "holds_amount_positive" CHECK ("holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_tx" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"ref_kind" text DEFAULT '' NOT NULL,
	"ref_id" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_tx_id_ledger_tx_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."ledger_tx"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_owner_key" ON "accounts" USING btree ("owner","owner_id","name","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_tx_idempotency_key" ON "ledger_tx" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_tx_user_idx" ON "ledger_tx" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "postings_tx_idx" ON "postings" USING btree ("tx_id");--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id");