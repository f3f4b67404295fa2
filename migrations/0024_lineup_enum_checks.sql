ALTER TABLE "lineup_trabalhadores" ADD CONSTRAINT "lineup_trabalhadores_type_known" CHECK ("lineup_trabalhadores"."type" in ('embarcador', 'recebedor'));--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_status_known" CHECK ("lineups"."status" in ('Loading', 'Discharging', 'Waiting', 'Expected', 'Sailed', 'POB hh:mm lt'));--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_client_type_known" CHECK ("lineups"."client_type" in ('-', 'FULL', 'HUSBANDRY', 'PROTECTIVE AGENTS', 'SURVEYOR'));--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_qty_unit_known" CHECK ("lineups"."qty_unidade" in ('t', 'm³'));--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_is_observacao_flag" CHECK ("lineups"."is_observacao" in (0, 1));