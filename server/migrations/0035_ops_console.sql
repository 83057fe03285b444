CREATE TABLE "case_switches" (
	"box_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"available_from" timestamp with time zone,
	"available_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designed_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_pending" boolean DEFAULT true NOT NULL,
	"name" text,
	"category" text,
	"level" integer DEFAULT 0 NOT NULL,
	"items" jsonb,
	"rtp" real,
	"price" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designed_cases_published" CHECK ("designed_cases"."version" = 0 or "designed_cases"."items" is not null)
);
--> statement-breakpoint
CREATE TABLE "rtp_daily" (
	"day" date NOT NULL,
	"game" text NOT NULL,
	"box_id" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"bets" bigint NOT NULL,
	"wagered" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"expected" double precision NOT NULL,
	CONSTRAINT "rtp_daily_day_game_box_id_currency_pk" PRIMARY KEY("day","game","box_id","currency")
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_step" bigint DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('admin', 'support', 'finance', 'content'))
);
--> statement-breakpoint
CREATE TABLE "ops_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_key" ON "operator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_key" ON "operators" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "ops_audit_created_idx" ON "ops_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ops_audit_target_idx" ON "ops_audit" USING btree ("target");--> statement-breakpoint
CREATE INDEX "player_notes_user_idx" ON "player_notes" USING btree ("user_id","id");--> statement-breakpoint
CREATE FUNCTION "ops_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ops_audit is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ops_audit_no_change" BEFORE UPDATE OR DELETE ON "ops_audit" FOR EACH ROW EXECUTE FUNCTION "ops_audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ops_audit_no_truncate" BEFORE TRUNCATE ON "ops_audit" FOR EACH STATEMENT EXECUTE FUNCTION "ops_audit_append_only"();
