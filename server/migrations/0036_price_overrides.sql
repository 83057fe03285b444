CREATE TABLE "price_overrides" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"price" bigint NOT NULL,
	"previous_price" bigint NOT NULL,
	"previous_source" text NOT NULL,
	"reason" text NOT NULL,
	"operator" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
