CREATE TABLE "usuarios_online" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"desde" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuarios_online" ADD CONSTRAINT "usuarios_online_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;