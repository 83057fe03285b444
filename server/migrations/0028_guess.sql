CREATE TABLE "guess_payouts" (
	"guess_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"received_at" timestamp with time zone,
	CONSTRAINT "guess_payouts_guess_id_user_id_pk" PRIMARY KEY("guess_id","user_id"),
	CONSTRAINT "guess_payouts_kind_known" CHECK ("guess_payouts"."kind" in ('win', 'refund')),
	CONSTRAINT "guess_payouts_amount_positive" CHECK ("guess_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "guess_stakes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guess_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"option" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guess_stakes_amount_positive" CHECK ("guess_stakes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "guesses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"title" text NOT NULL,
	"options" jsonb NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"refund_at" timestamp with time zone NOT NULL,
	"edge_ppm" integer NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"max_backings" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"winner" integer,
	"pool" bigint,
	"edge" bigint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guesses_state_known" CHECK ("guesses"."state" in ('open', 'settled', 'void', 'refunded'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "guess_stakes_limit_key" ON "guess_stakes" USING btree ("guess_id","user_id","seq");--> statement-breakpoint
CREATE INDEX "guess_stakes_option_idx" ON "guess_stakes" USING btree ("guess_id","option");--> statement-breakpoint
CREATE INDEX "guesses_state_idx" ON "guesses" USING btree ("state","refund_at");