-- Scale-out (#21): request limits counted in the database, so that several server processes on
-- one database count one window per client (http/rateLimitStore.ts). Written by the owner only,
-- outside customers' transactions: qg_app gets nothing (the default privileges of 0013 gave it all).
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_ends_at");--> statement-breakpoint
REVOKE ALL ON "rate_limit_hits" FROM qg_app;
