CREATE TABLE "porto_carga_atualizacoes" (
	"porto_id" integer NOT NULL,
	"carga_tipo_id" integer NOT NULL,
	"atualizado_data" timestamp with time zone NOT NULL,
	"atualizado_id" integer,
	CONSTRAINT "porto_carga_atualizacoes_porto_id_carga_tipo_id_pk" PRIMARY KEY("porto_id","carga_tipo_id")
);
--> statement-breakpoint
ALTER TABLE "porto_carga_atualizacoes" ADD CONSTRAINT "porto_carga_atualizacoes_porto_id_portos_id_fk" FOREIGN KEY ("porto_id") REFERENCES "public"."portos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "porto_carga_atualizacoes" ADD CONSTRAINT "porto_carga_atualizacoes_carga_tipo_id_cargas_tipos_id_fk" FOREIGN KEY ("carga_tipo_id") REFERENCES "public"."cargas_tipos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "porto_carga_atualizacoes" ADD CONSTRAINT "porto_carga_atualizacoes_atualizado_id_users_id_fk" FOREIGN KEY ("atualizado_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;