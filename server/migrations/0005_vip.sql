CREATE TABLE "vip_levels" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL
);
