CREATE TABLE "event_marks" (
	"user_id" integer NOT NULL,
	"mark" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_marks_user_id_mark_pk" PRIMARY KEY("user_id","mark")
);
--> statement-breakpoint
CREATE TABLE "pre_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"email" text NOT NULL,
	"code" text NOT NULL,
	"ip" text NOT NULL,
	"user_id" integer,
	"claim_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"claim_id" bigint NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pre_registrations_email_key" ON "pre_registrations" USING btree ("event_key","email");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_registrations_code_key" ON "pre_registrations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_registrations_user_key" ON "pre_registrations" USING btree ("event_key","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_user_key" ON "survey_answers" USING btree ("event_key","user_id");