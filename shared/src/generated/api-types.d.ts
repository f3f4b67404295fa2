// Generated from /api/docs/json by openapi-typescript (server/test/typed-client.test.ts). Do not edit.
export interface paths {
    "/api/v1/password-forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a password-reset link by e-mail */
        post: operations["postPasswordForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a new password with a reset token */
        post: operations["postPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in (password grant) or refresh tokens
         * @description A refresh token is spent by its first use; presenting it again ends its whole session (every token rotated from the same login) and is recorded in the activity log.
         */
        post: operations["postOauthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My API tokens, newest first (revoked ones marked)
         * @description Send it as `Authorization: Bearer lub_…`: it acts as its owner, with the owner's role and scope at each request, on the REST API (not the live socket). At most 600 requests a minute per token (then 429 with Retry-After). A read token is refused (403) on anything but GET; no token may manage tokens, change the profile or log out.
         */
        get: operations["getMeApiTokens"];
        put?: never;
        /**
         * Make an API token: the answer holds the token itself, shown this once
         * @description Send it as `Authorization: Bearer lub_…`: it acts as its owner, with the owner's role and scope at each request, on the REST API (not the live socket). At most 600 requests a minute per token (then 429 with Retry-After). A read token is refused (403) on anything but GET; no token may manage tokens, change the profile or log out. A user holds at most 20 working tokens (422 beyond).
         */
        post: operations["postMeApiTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/api-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of my API tokens: it stops working at once */
        delete: operations["deleteMeApiTokensById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every user's API tokens with their owners, newest first (admins) */
        get: operations["getAdminApiTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke any user's API token (admins) */
        delete: operations["deleteAdminApiTokensById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getMe"];
        put?: never;
        /** Update the profile (multipart: name, email, password, password_confirmation, photo) */
        post: operations["postMe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/portos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ports the signed-in user may see (all for admins and clients, assigned ones otherwise) */
        get: operations["getMePortos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a client account (the fields, or wrapped as `data.attributes`) */
        post: operations["postRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session and the refresh token's (every session of the user when no refresh token is sent); their access tokens stop working at once and their live sockets close */
        post: operations["postLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/navios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List Vessel */
        get: operations["getNavios"];
        put?: never;
        /** Create Vessel */
        post: operations["postNavios"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/navios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show one of the Vessel */
        get: operations["getNaviosById"];
        /** Update Vessel */
        put: operations["putNaviosById"];
        post?: never;
        /** Delete Vessel */
        delete: operations["deleteNaviosById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/navios/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge one of the Vessel into another
         * @description Merges this item (B) into `into` (A): every line-up row and split line naming B names A, with a new version; the history names A (statistics, filters and As of follow); B's name becomes an alias of A, so a sheet naming B imports as A; B is removed. Recorded in the activity log; the boards showing those rows update live.
         */
        post: operations["postNaviosByIdMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agencias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List Agency */
        get: operations["getAgencias"];
        put?: never;
        /** Create Agency */
        post: operations["postAgencias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agencias/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show one of the Agency */
        get: operations["getAgenciasById"];
        /** Update Agency */
        put: operations["putAgenciasById"];
        post?: never;
        /** Delete Agency */
        delete: operations["deleteAgenciasById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agencias/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge one of the Agency into another
         * @description Merges this item (B) into `into` (A): every line-up row and split line naming B names A, with a new version; the history names A (statistics, filters and As of follow); B's name becomes an alias of A, so a sheet naming B imports as A; B is removed. Recorded in the activity log; the boards showing those rows update live.
         */
        post: operations["postAgenciasByIdMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/afretadores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List Charterer */
        get: operations["getAfretadores"];
        put?: never;
        /** Create Charterer */
        post: operations["postAfretadores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/afretadores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show one of the Charterer */
        get: operations["getAfretadoresById"];
        /** Update Charterer */
        put: operations["putAfretadoresById"];
        post?: never;
        /** Delete Charterer */
        delete: operations["deleteAfretadoresById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/afretadores/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge one of the Charterer into another
         * @description Merges this item (B) into `into` (A): every line-up row and split line naming B names A, with a new version; the history names A (statistics, filters and As of follow); B's name becomes an alias of A, so a sheet naming B imports as A; B is removed. Recorded in the activity log; the boards showing those rows update live.
         */
        post: operations["postAfretadoresByIdMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recebedores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List Receiver | Shipper */
        get: operations["getRecebedores"];
        put?: never;
        /** Create Receiver | Shipper */
        post: operations["postRecebedores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recebedores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show one of the Receiver | Shipper */
        get: operations["getRecebedoresById"];
        /** Update Receiver | Shipper */
        put: operations["putRecebedoresById"];
        post?: never;
        /** Delete Receiver | Shipper */
        delete: operations["deleteRecebedoresById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recebedores/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge one of the Receiver | Shipper into another
         * @description Merges this item (B) into `into` (A): every line-up row and split line naming B names A, with a new version; the history names A (statistics, filters and As of follow); B's name becomes an alias of A, so a sheet naming B imports as A; B is removed. Recorded in the activity log; the boards showing those rows update live.
         */
        post: operations["postRecebedoresByIdMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trabalhadores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List Worker */
        get: operations["getTrabalhadores"];
        put?: never;
        /** Create Worker */
        post: operations["postTrabalhadores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trabalhadores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show one of the Worker */
        get: operations["getTrabalhadoresById"];
        /** Update Worker */
        put: operations["putTrabalhadoresById"];
        post?: never;
        /** Delete Worker */
        delete: operations["deleteTrabalhadoresById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups_portos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List Port of destination */
        get: operations["getLineupsPortos"];
        put?: never;
        /** Create Port of destination */
        post: operations["postLineupsPortos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups_portos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show one of the Port of destination */
        get: operations["getLineupsPortosById"];
        /** Update Port of destination */
        put: operations["putLineupsPortosById"];
        post?: never;
        /** Delete Port of destination */
        delete: operations["deleteLineupsPortosById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups_portos/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge one of the Port of destination into another
         * @description Merges this item (B) into `into` (A): every line-up row and split line naming B names A, with a new version; the history names A (statistics, filters and As of follow); B's name becomes an alias of A, so a sheet naming B imports as A; B is removed. Recorded in the activity log; the boards showing those rows update live.
         */
        post: operations["postLineupsPortosByIdMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users */
        get: operations["getUsers"];
        put?: never;
        /** Create a user (multipart, photo optional) */
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a user with its ports and comms */
        get: operations["getUsersById"];
        /**
         * Edit a user (multipart; password optional)
         * @description Name, email and role_id are required. The role's title (role), porto_ids and carga_ids left out are kept as they are; sent empty, they are cleared. Ports are kept only for roles 2, 3 and 5, comms only for roles 4 and 5.
         */
        put: operations["putUsersById"];
        post?: never;
        /** Delete a user */
        delete: operations["deleteUsersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List activities, newest first */
        get: operations["getLogsUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One activity with its before and after */
        get: operations["getLogsUsersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List ports (scoped to the user's ports for basic admins and operators) */
        get: operations["getPortos"];
        put?: never;
        /** Create a port with terminals and berths */
        post: operations["postPortos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a port with its terminals, berths and comms */
        get: operations["getPortosById"];
        /** Edit a port; terminals and berths left out are removed */
        put: operations["putPortosById"];
        post?: never;
        /** Delete a port (refused while line-up rows use it) */
        delete: operations["deletePortosById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portos/{id}/atualizar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the port's line-up of one comm type (`carga`, a comm type id) as updated now; returns who and when (`carga_atualizada`) */
        post: operations["postPortosByIdAtualizar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/terminais/{id}/atualizar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a terminal's line-up as updated now (staff of its port); returns who and when */
        post: operations["postTerminaisByIdAtualizar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cargas_tipos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List comm types with their comms */
        get: operations["getCargasTipos"];
        put?: never;
        /** Create a comm type with comms */
        post: operations["postCargasTipos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cargas_tipos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a comm type with its comms */
        get: operations["getCargasTiposById"];
        /**
         * Edit a comm type; comms left out are removed
         * @description Each comm sent with its id is edited: its name and synonym as sent, its color and flags (ie_analise, ie_export, ie_import) only when sent (left out, they are kept).
         */
        put: operations["putCargasTiposById"];
        post?: never;
        /** Delete a comm type (refused while its comms are in use) */
        delete: operations["deleteCargasTiposById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cargas_tipos/{id}/atualizar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the comm type as updated now; returns when and who (`atualizador`: id and name) */
        post: operations["postCargasTiposByIdAtualizar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cargas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List comms (optionally of one type) */
        get: operations["getCargas"];
        put?: never;
        /** Create a comm (quick-create; To analyze defaults to on) */
        post: operations["postCargas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cargas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a comm */
        get: operations["getCargasById"];
        /**
         * Edit a comm
         * @description Name, synonym and tipo_id as sent; color and the flags only when sent (left out, they are kept).
         */
        put: operations["putCargasById"];
        post?: never;
        /** Delete a comm (refused while line-ups use it) */
        delete: operations["deleteCargasById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email_information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The informational e-mail body */
        get: operations["getEmailInformation"];
        /** Save the informational e-mail body (sanitised) */
        put: operations["putEmailInformation"];
        /** Save the informational e-mail body (sanitised) */
        post: operations["postEmailInformation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups/parametros": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Option lists for the line-up screens
         * @description Every list when the query names none; else the comm types and the lists it names (`portos=1`, ...).
         */
        get: operations["getLineupsParametros"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The board: ports, terminals, counts and rows for the filters
         * @description Staff receive `Board (staff)`; clients `Board (client)`, which has no receiver, agency, destination port, client type, worker lists, split-line receivers or vessel agency-client flag. With `as_of`, the board as it stood at that instant, rebuilt from the recorded history (`lineup_events`) in the same shape, filters and scoping: rows made since are absent, rows deleted since are back with their values then, every terminal has `editable: false`, and split lines and worker lines changed since carry negative placeholder ids. The weather strip and terminal headers are today's. 422 when `as_of` is unreadable, in the future, or before the first recorded event (the message says when the history starts).
         */
        get: operations["getLineups"];
        put?: never;
        /** Create a line-up from the form (JSON or multipart); with `save_id`, a retry creates it once */
        post: operations["postLineups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show a line-up row as the board shows it, with its cargaTipo and terminal
         * @description Staff receive `Line-up (staff)`; clients `Line-up (client)`, without the fields the board hides from them.
         */
        get: operations["getLineupsById"];
        /** Edit a line-up from the form; a new terminal moves it there. `version` is the one loaded (409 when a field it changes was changed since); with `save_id`, a retry applies it once */
        put: operations["putLineupsById"];
        post?: never;
        /** Delete a line-up; with `version` (query or body), refused with 409 when the row changed since */
        delete: operations["deleteLineupsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A line-up's history: one event per changed field, newest first
         * @description Each save records one event per field it changed, with the values as stored before and after; a new row has a `_created` event and one per field it was given, a move a `terminal_id` event. Clients see only rows of their comms, and no event of a field they do not receive (split lines without their receiver). 404 for a row the user may not see, deleted rows included (their last values stay recorded in a `_deleted` event).
         */
        get: operations["getLineupsByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The table save: new, changed and deleted rows of one terminal, in one transaction; each existing row (and deletion) sends the version it was loaded at
         * @description A change to a row stored as Sailed is refused (422 on `list.{i}.status`): Sailed rows are edited with the form (`PUT /lineups/{id}`); setting Sailed here is allowed.
         */
        post: operations["postLineupsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups/{id}/atualizar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a line-up as updated now; returns when and who (`atualizador`, a name) */
        post: operations["postLineupsByIdAtualizar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups/{id}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set one date (ETA, ETB or ETC) of the row loaded at `version` (409 when that date changed since); returns it, the waiting time and the new version */
        post: operations["postLineupsByIdData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spreadsheet of one terminal's line-ups (terminal_id)
         * @description Quantities are numbers (format #,##0.000, unit in its own column), dates are dates (dd/mm/yyyy), split lines sit under their call; `agencia: 1` adds the Agency column. Streamed: each terminal's rows are read from the database in pages while its sheet is written. With `as_of` the rows are those of the board as it stood then (as `GET /lineups?as_of=`; 422 for a time in the future, unreadable or before the history) and the file is named after that instant (`lineups-as-of-2026-11-17-0900-UTC.xlsx`).
         */
        post: operations["postLineupsDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups/download/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spreadsheet of every chosen port's line-ups, one sheet per terminal
         * @description Quantities are numbers (format #,##0.000, unit in its own column), dates are dates (dd/mm/yyyy), split lines sit under their call; `agencia: 1` adds the Agency column. Streamed: each terminal's rows are read from the database in pages while its sheet is written. With `as_of` the rows are those of the board as it stood then (as `GET /lineups?as_of=`; 422 for a time in the future, unreadable or before the history) and the file is named after that instant (`lineups-as-of-2026-11-17-0900-UTC.xlsx`).
         */
        post: operations["postLineupsDownloadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups/sendemail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail the line-up spreadsheet
         * @description The E-mail information body, a summary of the attachment and the spreadsheet, sent through SMTP_URL (or written to the outbox); recorded in the activity log. With `as_of`, the board as it stood then (the subject, summary and file name say when). A recipient the mail server refuses is a 422 on `email`; an unreachable server a 502.
         */
        post: operations["postLineupsSendemail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups/importar/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What importing a spreadsheet into a terminal would change, add and find missing, field by field
         * @description A line with the Line ID and Version a download wrote updates that row of the terminal from that version (only what changed; a column the sheet lacks keeps its value). A line without a Line ID updates the call of the same vessel on the terminal whose ETA is nearest its own, within 10 days (a note, the same note); any other line is added, as is one with another terminal's Line ID (a copy). Rows of the terminal of the sheet's comm types that no line holds are missing from it. Nothing is written: the import's save runs and is rolled back, so the preview meets every rule and conflict the import would (422 by sheet row, 409 for lines changed since the download). Send `basis` from the answer with the import to apply exactly what was previewed.
         */
        post: operations["postLineupsImportarPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineups/importar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or update a terminal's rows from a spreadsheet laid out as the download: multipart `terminal_id` and `file`
         * @description A line with the Line ID and Version a download wrote updates that row of the terminal from that version (only what changed; a column the sheet lacks keeps its value). A line without a Line ID updates the call of the same vessel on the terminal whose ETA is nearest its own, within 10 days (a note, the same note); any other line is added, as is one with another terminal's Line ID (a copy). Rows of the terminal of the sheet's comm types that no line holds are missing from it. 409 names the sheet rows someone else changed since the download. With `basis` (a preview's) the lines matched without a Line ID and the missing rows are taken at the versions the preview showed: anything changed since is a 409, as is a sheet now matching other rows. `remove_missing=1` removes the missing rows (with `basis`, only those the preview listed). `save_id` (8–64 letters, digits, - or _) makes a retry or second click apply the import once (`replayed: true`). The answer counts lines `added`, `updated`, `unchanged`, `copied` (added from another terminal's download) and rows `removed`.
         */
        post: operations["postLineupsImportar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/distribution-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The distribution lists of the ports whose line-up I keep, each with its schedule and last run */
        get: operations["getDistributionLists"];
        put?: never;
        /** Create a distribution list of a port I keep; I become its owner (the line-up is read with my scope) */
        post: operations["postDistributionLists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/distribution-lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A distribution list with its last 10 runs and each address's delivery */
        get: operations["getDistributionListsById"];
        /** Change a distribution list: a field left out is left as it is; saving makes me its owner */
        put: operations["putDistributionListsById"];
        post?: never;
        /** Delete a distribution list and its runs */
        delete: operations["deleteDistributionListsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/distribution-lists/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a distribution list now to every address (a run of its own; the scheduled one still goes) */
        post: operations["postDistributionListsByIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/distribution-lists/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Take the link's address off its distribution list (the e-mail's link) */
        get: operations["getDistributionListsUnsubscribe"];
        put?: never;
        /** One-click unsubscribe of the link's address (RFC 8058) */
        post: operations["postDistributionListsUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My watches (of one call or terminal, with `lineup_id` or `terminal_id`) */
        get: operations["getWatches"];
        put?: never;
        /** Watch a call, a terminal or a board view I may see */
        post: operations["postWatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change what a watch of mine tells and how (its target stays) */
        put: operations["putWatchesById"];
        post?: never;
        /** Stop a watch of mine (what it told stays in my notifications) */
        delete: operations["deleteWatchesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My notifications, newest first, with how many are unread */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark notifications of mine read: these `ids`, or `all` */
        post: operations["postNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watches/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stop a watch's e-mails (the link in each of them) */
        get: operations["getWatchesUnsubscribe"];
        put?: never;
        /** One-click stop of a watch's e-mails (RFC 8058) */
        post: operations["postWatchesUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My webhooks */
        get: operations["getWebhooks"];
        put?: never;
        /** Add a webhook; its signing secret is in this answer only */
        post: operations["postWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook of mine */
        get: operations["getWebhooksById"];
        /** Change a webhook: rename, move, pause (`active: false`) or resume it */
        put: operations["putWebhooksById"];
        post?: never;
        /** Delete a webhook and its delivery log */
        delete: operations["deleteWebhooksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook's last 100 deliveries, newest first */
        get: operations["getWebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test event now (its outcome is in the answer and the log) */
        post: operations["postWebhooksByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery's event again, as a new delivery with the same event_id */
        post: operations["postWebhooksByIdDeliveriesByDeliveryIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statistics/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Line-up counts per port for the dashboard */
        get: operations["getStatisticsCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statistics/waiting-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Waiting times at anchorage per terminal, comm, charterer or port
         * @description Each call counts in the period in which it first berthed (first status change to Loading or Discharging, in the days of its port's time zone), with the time from its first status change to Waiting (a row created as Waiting: its creation) to that berthing, from the line-up history (`lineup_events`). Calls that never waited are left out. Median and 90th percentile interpolate between calls. Clients see only calls of their comms, operators and sub-agents only their ports. `format=xlsx` answers with the table as a spreadsheet. `time_zones` lists the ports covered with the time zone of their days. A row with no recorded status change counts from its dates (arrived at ETA, berthed at ETB, sailed at ETC, as far as its status says): before its baseline event, or when it was written without history; `calls_from_history` and `calls_from_dates` say how many of the calls counted came from each.
         */
        get: operations["getStatisticsWaitingTimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statistics/lineup-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Line-up counts per day: berthed, waiting and expected
         * @description For each day of the period (each call in its port's time zone), the calls whose status at the end of that day (the last status change at or before it, from `lineup_events`) was Loading or Discharging (berthed), Waiting or Expected. A deleted row counts until it was deleted; a row before its first recorded status, and notes, are not counted. Clients see only calls of their comms, operators and sub-agents only their ports. 422 when the end comes before the start or the period is longer than 366 days. `format=xlsx` answers with the table as a spreadsheet. `time_zones` lists the ports covered with the time zone of their days. A row with no recorded status change counts from its dates (arrived at ETA, berthed at ETB, sailed at ETC, as far as its status says): before its baseline event, or when it was written without history; `calls_from_history` and `calls_from_dates` say how many of the calls counted came from each.
         */
        get: operations["getStatisticsLineupCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statistics/berth-occupancy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Berth occupancy: the calls at each berth in a period, for a timeline
         * @description Per berth (with its terminal and port), the calls that were at it at any time in the period (days in the berth's port's time zone; times with its offset), from the line-up history (`lineup_events`). A call occupies its berth from its first status change to Loading or Discharging until its first change to Sailed after that or the deletion of its row, whichever comes first; with neither it is still at its berth and `end` is null. The berth, comm and vessel are the row's (a deleted row's as they were when it was deleted); calls whose row has no berth are listed under their terminal as "No berth given"; notes are left out. Clients see only calls of their comms, operators and sub-agents only their ports. 422 when the end comes before the start or the period is longer than 92 days. `format=xlsx` answers with one row per call as a spreadsheet. `time_zones` lists the ports covered with the time zone of their days. A row with no recorded status change counts from its dates (arrived at ETA, berthed at ETB, sailed at ETC, as far as its status says): before its baseline event, or when it was written without history; `calls_from_history` and `calls_from_dates` say how many of the calls counted came from each.
         */
        get: operations["getStatisticsBerthOccupancy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statistics/volumes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Volume by commodity per week or month: loaded and discharged
         * @description The cargo of the calls that sailed in the period, per week (ISO, from Monday) or month of the sailing in its port's time zone, commodity and unit, from the line-up history (`lineup_events`). A call sails at its first status change to Sailed after it berthed (a change to Loading or Discharging); its cargo is loaded when its last berthing status before that was Loading, discharged when Discharging. Its quantities are the row's: `qty` under the row's commodity and each split line's `qty` under the line's commodity (the row's when the line has none), in the row's unit (`qty_unidade`); tonnes and cubic metres are never added together, each unit has its own entries. A row deleted after it sailed still counts, as it was when deleted. Notes are not calls. Clients see only the calls of their comms, and of those only their comms' cargo; operators and sub-agents only their ports. `carga_id` chooses the commodities counted (a row's or a split line's). Weeks or months cut by `from` or `to` count only the sailings within them. 422 when the end comes before the start or the period is longer than 371 days by week or 1096 days by month. `format=xlsx` answers with the table as a spreadsheet. `time_zones` lists the ports covered with the time zone of their days. A row with no recorded status change counts from its dates (arrived at ETA, berthed at ETB, sailed at ETC, as far as its status says): before its baseline event, or when it was written without history; `calls_from_history` and `calls_from_dates` say how many of the calls counted came from each.
         */
        get: operations["getStatisticsVolumes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/weekly-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My weekly report subscriptions, what I may subscribe to, and when the reports go out */
        get: operations["getMeWeeklyReports"];
        put?: never;
        /**
         * Subscribe to the weekly report of a port and comm type
         * @description Operators may choose their ports, clients the comm types of their comms; anything else is a 422 that says why. Subscribing again to the same port and type answers the existing subscription (200).
         */
        post: operations["postMeWeeklyReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/weekly-reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unsubscribe from one of my weekly reports */
        delete: operations["deleteMeWeeklyReportsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/weekly-reports/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unsubscribe through the e-mail's signed link (no sign-in; answers a page in words; idempotent) */
        get: operations["getWeeklyReportsUnsubscribe"];
        put?: never;
        /** Unsubscribe through the e-mail's signed link (no sign-in; answers a page in words; idempotent) */
        post: operations["postWeeklyReportsUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/displays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List wall displays */
        get: operations["getDisplays"];
        put?: never;
        /** Create a wall display; the token is shown only in this answer */
        post: operations["postDisplays"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/displays/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a wall display (its screens disconnect within a second) */
        delete: operations["deleteDisplaysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a wall display shows (by its token) */
        get: operations["getWall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/backups/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A backup of the whole database taken now (gzip'd JSON lines, docs/OPERATIONS.md) */
        post: operations["postAdminBackupsSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Scheduled backups with their size and time, and the last failure */
        get: operations["getAdminBackups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/backups/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one scheduled backup */
        get: operations["getAdminBackupsByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/consistency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the stored data contradicts: rows against the rules the saves keep, vessels sharing an IMO, parties under several names
         * @description Rows stored before a rule existed, or written by hand or by another system, are listed here rather than refused at their next edit. Each check gives how many there are and the first items.
         */
        get: operations["getAdminConsistency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postPasswordForgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postOauthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    grant_type: "password" | "refresh_token";
                    username?: string;
                    email?: string;
                    password?: string;
                    refresh_token?: string;
                    client_id?: string | number;
                    client_secret?: string;
                    scope?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        token_type: "Bearer";
                        expires_in: number;
                        access_token: string;
                        refresh_token: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getMeApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            /** @description The token's first characters, to tell tokens apart (`lub_Ab12Cd34`) */
                            prefix: string;
                            /** @description `read`: GET requests only; `write`: whatever the owner may do */
                            access: "read" | "write";
                            /**
                             * Format: date-time
                             * @description When it stops working; null: never
                             */
                            expires_at: string | null;
                            /**
                             * Format: date-time
                             * @description Its last use (noted at most once a minute)
                             */
                            last_used_at: string | null;
                            /** @description The client address of its last use */
                            last_used_from: string | null;
                            /**
                             * Format: date-time
                             * @description When it was revoked; null: it works
                             */
                            revoked_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postMeApiTokens: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What uses it ("Terminal ERP sync") */
                    name: string;
                    access: "read" | "write";
                    /**
                     * Format: date-time
                     * @description Omitted: the token does not expire
                     */
                    expires_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description The token's first characters, to tell tokens apart (`lub_Ab12Cd34`) */
                        prefix: string;
                        /** @description `read`: GET requests only; `write`: whatever the owner may do */
                        access: "read" | "write";
                        /**
                         * Format: date-time
                         * @description When it stops working; null: never
                         */
                        expires_at: string | null;
                        /**
                         * Format: date-time
                         * @description Its last use (noted at most once a minute)
                         */
                        last_used_at: string | null;
                        /** @description The client address of its last use */
                        last_used_from: string | null;
                        /**
                         * Format: date-time
                         * @description When it was revoked; null: it works
                         */
                        revoked_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                    } & {
                        /** @description The token itself (`lub_…`): shown this once, never again */
                        token: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteMeApiTokensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getAdminApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            name: string;
                            /** @description The token's first characters, to tell tokens apart (`lub_Ab12Cd34`) */
                            prefix: string;
                            /** @description `read`: GET requests only; `write`: whatever the owner may do */
                            access: "read" | "write";
                            /**
                             * Format: date-time
                             * @description When it stops working; null: never
                             */
                            expires_at: string | null;
                            /**
                             * Format: date-time
                             * @description Its last use (noted at most once a minute)
                             */
                            last_used_at: string | null;
                            /** @description The client address of its last use */
                            last_used_from: string | null;
                            /**
                             * Format: date-time
                             * @description When it was revoked; null: it works
                             */
                            revoked_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        } & {
                            user: {
                                id: number;
                                name: string;
                                email: string;
                            };
                        })[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteAdminApiTokensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        role_id: number;
                        role: string | null;
                        role_name: string;
                        /** @description The profile (role) as an object: its id and name (spec.md section 3) */
                        perfil: {
                            id: number;
                            name: string;
                        };
                        photo_url: string | null;
                        portos: {
                            id: number;
                            name: string;
                        }[];
                        cargas: {
                            id: number;
                            name: string;
                        }[];
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        role_id: number;
                        role: string | null;
                        role_name: string;
                        /** @description The profile (role) as an object: its id and name (spec.md section 3) */
                        perfil: {
                            id: number;
                            name: string;
                        };
                        photo_url: string | null;
                        portos: {
                            id: number;
                            name: string;
                        }[];
                        cargas: {
                            id: number;
                            name: string;
                        }[];
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getMePortos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        ordem: number;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        role_id: number;
                        role: string | null;
                        role_name: string;
                        /** @description The profile (role) as an object: its id and name (spec.md section 3) */
                        perfil: {
                            id: number;
                            name: string;
                        };
                        photo_url: string | null;
                        portos: {
                            id: number;
                            name: string;
                        }[];
                        cargas: {
                            id: number;
                            name: string;
                        }[];
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getNavios: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                name?: string;
                campo?: string;
                ordem?: "asc" | "desc" | "ASC" | "DESC";
                imo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            imo: string | null;
                            /** @description Left out for the roles the policy keeps it from (clients) */
                            is_agency_client?: boolean;
                            created_at: string;
                            updated_at: string;
                            /** @description The name, with the IMO after it when there is one */
                            name_with_imo: string;
                        }[];
                        page: number;
                        last_page: number;
                        per_page: number;
                        total: number;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postNavios: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    imo?: string | null;
                    is_agency_client?: boolean | 0 | 1 | "0" | "1";
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
                "multipart/form-data": {
                    name: string;
                    imo?: string | null;
                    is_agency_client?: boolean | 0 | 1 | "0" | "1";
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    imo?: string | null;
                    is_agency_client?: boolean | 0 | 1 | "0" | "1";
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
            };
        };
        responses: {
            /** @description Vessel, as the navios routes answer it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        imo: string | null;
                        /** @description Left out for the roles the policy keeps it from (clients) */
                        is_agency_client?: boolean;
                        created_at: string;
                        updated_at: string;
                        /** @description The name, with the IMO after it when there is one */
                        name_with_imo: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getNaviosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vessel, as the navios routes answer it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        imo: string | null;
                        /** @description Left out for the roles the policy keeps it from (clients) */
                        is_agency_client?: boolean;
                        created_at: string;
                        updated_at: string;
                        /** @description The name, with the IMO after it when there is one */
                        name_with_imo: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    putNaviosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    imo?: string | null;
                    is_agency_client?: boolean | 0 | 1 | "0" | "1";
                };
                "multipart/form-data": {
                    name: string;
                    imo?: string | null;
                    is_agency_client?: boolean | 0 | 1 | "0" | "1";
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    imo?: string | null;
                    is_agency_client?: boolean | 0 | 1 | "0" | "1";
                };
            };
        };
        responses: {
            /** @description Vessel, as the navios routes answer it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        imo: string | null;
                        /** @description Left out for the roles the policy keeps it from (clients) */
                        is_agency_client?: boolean;
                        created_at: string;
                        updated_at: string;
                        /** @description The name, with the IMO after it when there is one */
                        name_with_imo: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteNaviosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postNaviosByIdMerge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The item kept (A) */
                    into: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        merged_into: number;
                        /** @description Line-up rows that named B */
                        rows: number;
                        /** @description Split lines that named B */
                        split_lines: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getAgencias: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                name?: string;
                campo?: string;
                ordem?: "asc" | "desc" | "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            is_house: boolean;
                            created_at: string;
                            updated_at: string;
                        }[];
                        page: number;
                        last_page: number;
                        per_page: number;
                        total: number;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postAgencias: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
                "multipart/form-data": {
                    name: string;
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
            };
        };
        responses: {
            /** @description Agency, as the agencias routes answer it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        is_house: boolean;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getAgenciasById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Agency, as the agencias routes answer it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        is_house: boolean;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    putAgenciasById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
                "multipart/form-data": {
                    name: string;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Agency, as the agencias routes answer it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        is_house: boolean;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteAgenciasById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postAgenciasByIdMerge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The item kept (A) */
                    into: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        merged_into: number;
                        /** @description Line-up rows that named B */
                        rows: number;
                        /** @description Split lines that named B */
                        split_lines: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getAfretadores: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                name?: string;
                campo?: string;
                ordem?: "asc" | "desc" | "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            created_at: string;
                            updated_at: string;
                        }[];
                        page: number;
                        last_page: number;
                        per_page: number;
                        total: number;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postAfretadores: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
                "multipart/form-data": {
                    name: string;
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
            };
        };
        responses: {
            /** @description Charterer, as the afretadores routes answer it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getAfretadoresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Charterer, as the afretadores routes answer it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    putAfretadoresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
                "multipart/form-data": {
                    name: string;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Charterer, as the afretadores routes answer it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteAfretadoresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postAfretadoresByIdMerge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The item kept (A) */
                    into: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        merged_into: number;
                        /** @description Line-up rows that named B */
                        rows: number;
                        /** @description Split lines that named B */
                        split_lines: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getRecebedores: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                name?: string;
                campo?: string;
                ordem?: "asc" | "desc" | "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            created_at: string;
                            updated_at: string;
                        }[];
                        page: number;
                        last_page: number;
                        per_page: number;
                        total: number;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postRecebedores: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
                "multipart/form-data": {
                    name: string;
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
            };
        };
        responses: {
            /** @description Receiver | Shipper, as the recebedores routes answer it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getRecebedoresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Receiver | Shipper, as the recebedores routes answer it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    putRecebedoresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
                "multipart/form-data": {
                    name: string;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Receiver | Shipper, as the recebedores routes answer it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteRecebedoresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postRecebedoresByIdMerge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The item kept (A) */
                    into: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        merged_into: number;
                        /** @description Line-up rows that named B */
                        rows: number;
                        /** @description Split lines that named B */
                        split_lines: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getTrabalhadores: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                name?: string;
                campo?: string;
                ordem?: "asc" | "desc" | "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            created_at: string;
                            updated_at: string;
                        }[];
                        page: number;
                        last_page: number;
                        per_page: number;
                        total: number;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postTrabalhadores: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
                "multipart/form-data": {
                    name: string;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Worker, as the trabalhadores routes answer it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getTrabalhadoresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Worker, as the trabalhadores routes answer it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    putTrabalhadoresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
                "multipart/form-data": {
                    name: string;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Worker, as the trabalhadores routes answer it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteTrabalhadoresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getLineupsPortos: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                name?: string;
                campo?: string;
                ordem?: "asc" | "desc" | "ASC" | "DESC";
                pais?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            port_name: string | null;
                            pais: string;
                            created_at: string;
                            updated_at: string;
                        }[];
                        page: number;
                        last_page: number;
                        per_page: number;
                        total: number;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postLineupsPortos: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    port_name?: string | null;
                    pais: string;
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
                "multipart/form-data": {
                    name: string;
                    port_name?: string | null;
                    pais: string;
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    port_name?: string | null;
                    pais: string;
                    /** @description Create it although a listed item's name differs from it only in case, accents, punctuation or company form (refused with 422 and `similar` otherwise) */
                    allow_similar?: boolean | 0 | 1 | "0" | "1";
                };
            };
        };
        responses: {
            /** @description Port of destination, as the lineups_portos routes answer it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        port_name: string | null;
                        pais: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getLineupsPortosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Port of destination, as the lineups_portos routes answer it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        port_name: string | null;
                        pais: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    putLineupsPortosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    port_name?: string | null;
                    pais: string;
                };
                "multipart/form-data": {
                    name: string;
                    port_name?: string | null;
                    pais: string;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    port_name?: string | null;
                    pais: string;
                };
            };
        };
        responses: {
            /** @description Port of destination, as the lineups_portos routes answer it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        port_name: string | null;
                        pais: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteLineupsPortosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postLineupsPortosByIdMerge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The item kept (A) */
                    into: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        merged_into: number;
                        /** @description Line-up rows that named B */
                        rows: number;
                        /** @description Split lines that named B */
                        split_lines: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                name?: string;
                campo?: string;
                ordem?: "asc" | "desc" | "ASC" | "DESC";
                email?: string;
                role_id?: number;
                with?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            email: string;
                            role_id: number;
                            role: string | null;
                            /** @description The profile (role) as an object: its id and name (spec.md section 3) */
                            perfil: {
                                id: number;
                                name: string;
                            };
                            photo_url: string | null;
                            created_at: string;
                        }[];
                        page: number;
                        last_page: number;
                        per_page: number;
                        total: number;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        role_id: number;
                        role: string | null;
                        role_name: string;
                        /** @description The profile (role) as an object: its id and name (spec.md section 3) */
                        perfil: {
                            id: number;
                            name: string;
                        };
                        photo_url: string | null;
                        portos: {
                            id: number;
                            name: string;
                        }[];
                        cargas: {
                            id: number;
                            name: string;
                        }[];
                        created_at: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        role_id: number;
                        role: string | null;
                        role_name: string;
                        /** @description The profile (role) as an object: its id and name (spec.md section 3) */
                        perfil: {
                            id: number;
                            name: string;
                        };
                        photo_url: string | null;
                        portos: {
                            id: number;
                            name: string;
                        }[];
                        cargas: {
                            id: number;
                            name: string;
                        }[];
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    putUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        role_id: number;
                        role: string | null;
                        role_name: string;
                        /** @description The profile (role) as an object: its id and name (spec.md section 3) */
                        perfil: {
                            id: number;
                            name: string;
                        };
                        photo_url: string | null;
                        portos: {
                            id: number;
                            name: string;
                        }[];
                        cargas: {
                            id: number;
                            name: string;
                        }[];
                        created_at: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getLogsUsers: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                name?: string;
                campo?: string;
                ordem?: "asc" | "desc" | "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            description: string;
                            /** @description criou, editou, excluiu, atualizou, … */
                            action: string;
                            /** @description What it was done to: lineups, portos, users, … */
                            subject_type: string;
                            subject_id: number | null;
                            created_at: string;
                            user_id: number | null;
                            /** @description Null once the user is deleted */
                            user_name: string | null;
                        }[];
                        page: number;
                        last_page: number;
                        per_page: number;
                        total: number;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getLogsUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        description: string;
                        /** @description criou, editou, excluiu, atualizou, … */
                        action: string;
                        /** @description What it was done to: lineups, portos, users, … */
                        subject_type: string;
                        subject_id: number | null;
                        created_at: string;
                        user_id: number | null;
                        /** @description Null once the user is deleted */
                        user_name: string | null;
                        /** @description The subject's fields as recorded (open-ended) */
                        old_model: {
                            [key: string]: unknown;
                        } | null;
                        /** @description The subject's fields as recorded (open-ended) */
                        new_model: {
                            [key: string]: unknown;
                        } | null;
                        changes: {
                            field: string;
                            before: unknown;
                            after: unknown;
                            /** @description The field's name as people read it */
                            label: string;
                        }[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getPortos: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                name?: string;
                campo?: string;
                ordem?: "asc" | "desc" | "ASC" | "DESC";
                terminal?: string;
                berco?: string;
                por_perfil?: boolean | string;
                terminais_cargas?: boolean | string;
                with?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            /** @description A decimal, as text (12.50) */
                            max_draft: string | null;
                            /** @description One of the bunker options (BUNKER_OPTIONS) the form offers, as the port holds it */
                            bunker: string | null;
                            ordem: number;
                            latitude: number | null;
                            longitude: number | null;
                            time_zone: string;
                            /** @description A date and time with its offset */
                            created_at: string;
                            /** @description When the port's line-up was last marked updated, and by whom */
                            carga_atualizada: {
                                /** @description A date and time with its offset */
                                data: string;
                                user: string | null;
                            } | null;
                            /** @description The forecast from the port's today on */
                            weathersAtuais: {
                                /** @description YYYY-MM-DD */
                                date: string;
                                icon: string;
                            }[];
                            /** @description When the forecast was read (ISO 8601) */
                            weather_updated_at: string | null;
                            terminais: {
                                id: number;
                                porto_id: number;
                                name: string;
                                rate: string | null;
                                av_dw_bw: string | null;
                                /** @description A decimal, as text (12.50) */
                                max_draft: string | null;
                                /** @description A decimal, as text (12.50) */
                                draft_berth: string | null;
                                /** @description A decimal, as text (12.50) */
                                loa: string | null;
                                remark: string | null;
                                /** @description When its line-up was last marked updated */
                                atualizado_data: string | null;
                                /** @description Who marked it (a user id) */
                                atualizado_id: number | null;
                                /** @description A date and time with its offset */
                                created_at: string;
                                /** @description A date and time with its offset */
                                updated_at: string;
                                /** @description The comms it handles */
                                cargas_ids: number[];
                                bercos: {
                                    id: number;
                                    name: string;
                                    terminal_id: number;
                                }[];
                            }[];
                        }[];
                        page: number;
                        last_page: number;
                        per_page: number;
                        total: number;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postPortos: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    max_draft: number | string;
                    /** @enum {string} */
                    bunker: "ALLOWED ONLY AT BERTH" | "NOT ALLOWED" | "ALLOWED AT ANCHORAGE" | "ALLOWED AT INNER ANCHORAGE / AT BERTH" | "ALLOWED AT INNER ANCHORAGE" | "ALLOWED ONLY AT BERTH (BY TRUCK)" | "ALLOWED AT ANCHORAGE / AT BERTH";
                    ordem: number;
                    /** @description Decimal degrees, -90 to 90 (south is negative); with longitude, the weather strip reads the port's forecast there. */
                    latitude?: number | null;
                    /** @description Decimal degrees, -180 to 180 (west is negative); given with latitude. */
                    longitude?: number | null;
                    /** @description The port's IANA time zone (America/Manaus): its days in statistics, "today" and a board's `as_of` without an offset are local to it. Left out: America/Sao_Paulo for a new port, unchanged on an update. */
                    time_zone?: string;
                    terminais?: {
                        id?: number;
                        name: string;
                        rate: string | number;
                        av_dw_bw: string | number;
                        max_draft: number | string;
                        draft_berth: number | string;
                        loa: number | string;
                        remark?: string | null;
                        cargas_ids?: number[];
                        bercos?: {
                            id?: number;
                            name: string;
                        }[];
                    }[];
                    terminais_cargas?: boolean | string;
                };
                "multipart/form-data": {
                    name: string;
                    max_draft: number | string;
                    /** @enum {string} */
                    bunker: "ALLOWED ONLY AT BERTH" | "NOT ALLOWED" | "ALLOWED AT ANCHORAGE" | "ALLOWED AT INNER ANCHORAGE / AT BERTH" | "ALLOWED AT INNER ANCHORAGE" | "ALLOWED ONLY AT BERTH (BY TRUCK)" | "ALLOWED AT ANCHORAGE / AT BERTH";
                    ordem: number;
                    /** @description Decimal degrees, -90 to 90 (south is negative); with longitude, the weather strip reads the port's forecast there. */
                    latitude?: number | null;
                    /** @description Decimal degrees, -180 to 180 (west is negative); given with latitude. */
                    longitude?: number | null;
                    /** @description The port's IANA time zone (America/Manaus): its days in statistics, "today" and a board's `as_of` without an offset are local to it. Left out: America/Sao_Paulo for a new port, unchanged on an update. */
                    time_zone?: string;
                    terminais?: {
                        id?: number;
                        name: string;
                        rate: string | number;
                        av_dw_bw: string | number;
                        max_draft: number | string;
                        draft_berth: number | string;
                        loa: number | string;
                        remark?: string | null;
                        cargas_ids?: number[];
                        bercos?: {
                            id?: number;
                            name: string;
                        }[];
                    }[];
                    terminais_cargas?: boolean | string;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    max_draft: number | string;
                    /** @enum {string} */
                    bunker: "ALLOWED ONLY AT BERTH" | "NOT ALLOWED" | "ALLOWED AT ANCHORAGE" | "ALLOWED AT INNER ANCHORAGE / AT BERTH" | "ALLOWED AT INNER ANCHORAGE" | "ALLOWED ONLY AT BERTH (BY TRUCK)" | "ALLOWED AT ANCHORAGE / AT BERTH";
                    ordem: number;
                    /** @description Decimal degrees, -90 to 90 (south is negative); with longitude, the weather strip reads the port's forecast there. */
                    latitude?: number | null;
                    /** @description Decimal degrees, -180 to 180 (west is negative); given with latitude. */
                    longitude?: number | null;
                    /** @description The port's IANA time zone (America/Manaus): its days in statistics, "today" and a board's `as_of` without an offset are local to it. Left out: America/Sao_Paulo for a new port, unchanged on an update. */
                    time_zone?: string;
                    terminais?: {
                        id?: number;
                        name: string;
                        rate: string | number;
                        av_dw_bw: string | number;
                        max_draft: number | string;
                        draft_berth: number | string;
                        loa: number | string;
                        remark?: string | null;
                        cargas_ids?: number[];
                        bercos?: {
                            id?: number;
                            name: string;
                        }[];
                    }[];
                    terminais_cargas?: boolean | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description A decimal, as text (12.50) */
                        max_draft: string | null;
                        /** @description One of the bunker options (BUNKER_OPTIONS) the form offers, as the port holds it */
                        bunker: string | null;
                        ordem: number;
                        latitude: number | null;
                        longitude: number | null;
                        time_zone: string;
                        /** @description A date and time with its offset */
                        created_at: string;
                        /** @description When the port's line-up was last marked updated, and by whom */
                        carga_atualizada: {
                            /** @description A date and time with its offset */
                            data: string;
                            user: string | null;
                        } | null;
                        /** @description The forecast from the port's today on */
                        weathersAtuais: {
                            /** @description YYYY-MM-DD */
                            date: string;
                            icon: string;
                        }[];
                        /** @description When the forecast was read (ISO 8601) */
                        weather_updated_at: string | null;
                        terminais: {
                            id: number;
                            porto_id: number;
                            name: string;
                            rate: string | null;
                            av_dw_bw: string | null;
                            /** @description A decimal, as text (12.50) */
                            max_draft: string | null;
                            /** @description A decimal, as text (12.50) */
                            draft_berth: string | null;
                            /** @description A decimal, as text (12.50) */
                            loa: string | null;
                            remark: string | null;
                            /** @description When its line-up was last marked updated */
                            atualizado_data: string | null;
                            /** @description Who marked it (a user id) */
                            atualizado_id: number | null;
                            /** @description A date and time with its offset */
                            created_at: string;
                            /** @description A date and time with its offset */
                            updated_at: string;
                            /** @description The comms it handles */
                            cargas_ids: number[];
                            bercos: {
                                id: number;
                                name: string;
                                terminal_id: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getPortosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description A decimal, as text (12.50) */
                        max_draft: string | null;
                        /** @description One of the bunker options (BUNKER_OPTIONS) the form offers, as the port holds it */
                        bunker: string | null;
                        ordem: number;
                        latitude: number | null;
                        longitude: number | null;
                        time_zone: string;
                        /** @description A date and time with its offset */
                        created_at: string;
                        /** @description When the port's line-up was last marked updated, and by whom */
                        carga_atualizada: {
                            /** @description A date and time with its offset */
                            data: string;
                            user: string | null;
                        } | null;
                        /** @description The forecast from the port's today on */
                        weathersAtuais: {
                            /** @description YYYY-MM-DD */
                            date: string;
                            icon: string;
                        }[];
                        /** @description When the forecast was read (ISO 8601) */
                        weather_updated_at: string | null;
                        terminais: {
                            id: number;
                            porto_id: number;
                            name: string;
                            rate: string | null;
                            av_dw_bw: string | null;
                            /** @description A decimal, as text (12.50) */
                            max_draft: string | null;
                            /** @description A decimal, as text (12.50) */
                            draft_berth: string | null;
                            /** @description A decimal, as text (12.50) */
                            loa: string | null;
                            remark: string | null;
                            /** @description When its line-up was last marked updated */
                            atualizado_data: string | null;
                            /** @description Who marked it (a user id) */
                            atualizado_id: number | null;
                            /** @description A date and time with its offset */
                            created_at: string;
                            /** @description A date and time with its offset */
                            updated_at: string;
                            /** @description The comms it handles */
                            cargas_ids: number[];
                            bercos: {
                                id: number;
                                name: string;
                                terminal_id: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    putPortosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    max_draft: number | string;
                    /** @enum {string} */
                    bunker: "ALLOWED ONLY AT BERTH" | "NOT ALLOWED" | "ALLOWED AT ANCHORAGE" | "ALLOWED AT INNER ANCHORAGE / AT BERTH" | "ALLOWED AT INNER ANCHORAGE" | "ALLOWED ONLY AT BERTH (BY TRUCK)" | "ALLOWED AT ANCHORAGE / AT BERTH";
                    ordem: number;
                    /** @description Decimal degrees, -90 to 90 (south is negative); with longitude, the weather strip reads the port's forecast there. */
                    latitude?: number | null;
                    /** @description Decimal degrees, -180 to 180 (west is negative); given with latitude. */
                    longitude?: number | null;
                    /** @description The port's IANA time zone (America/Manaus): its days in statistics, "today" and a board's `as_of` without an offset are local to it. Left out: America/Sao_Paulo for a new port, unchanged on an update. */
                    time_zone?: string;
                    terminais?: {
                        id?: number;
                        name: string;
                        rate: string | number;
                        av_dw_bw: string | number;
                        max_draft: number | string;
                        draft_berth: number | string;
                        loa: number | string;
                        remark?: string | null;
                        cargas_ids?: number[];
                        bercos?: {
                            id?: number;
                            name: string;
                        }[];
                    }[];
                    terminais_cargas?: boolean | string;
                };
                "multipart/form-data": {
                    name: string;
                    max_draft: number | string;
                    /** @enum {string} */
                    bunker: "ALLOWED ONLY AT BERTH" | "NOT ALLOWED" | "ALLOWED AT ANCHORAGE" | "ALLOWED AT INNER ANCHORAGE / AT BERTH" | "ALLOWED AT INNER ANCHORAGE" | "ALLOWED ONLY AT BERTH (BY TRUCK)" | "ALLOWED AT ANCHORAGE / AT BERTH";
                    ordem: number;
                    /** @description Decimal degrees, -90 to 90 (south is negative); with longitude, the weather strip reads the port's forecast there. */
                    latitude?: number | null;
                    /** @description Decimal degrees, -180 to 180 (west is negative); given with latitude. */
                    longitude?: number | null;
                    /** @description The port's IANA time zone (America/Manaus): its days in statistics, "today" and a board's `as_of` without an offset are local to it. Left out: America/Sao_Paulo for a new port, unchanged on an update. */
                    time_zone?: string;
                    terminais?: {
                        id?: number;
                        name: string;
                        rate: string | number;
                        av_dw_bw: string | number;
                        max_draft: number | string;
                        draft_berth: number | string;
                        loa: number | string;
                        remark?: string | null;
                        cargas_ids?: number[];
                        bercos?: {
                            id?: number;
                            name: string;
                        }[];
                    }[];
                    terminais_cargas?: boolean | string;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    max_draft: number | string;
                    /** @enum {string} */
                    bunker: "ALLOWED ONLY AT BERTH" | "NOT ALLOWED" | "ALLOWED AT ANCHORAGE" | "ALLOWED AT INNER ANCHORAGE / AT BERTH" | "ALLOWED AT INNER ANCHORAGE" | "ALLOWED ONLY AT BERTH (BY TRUCK)" | "ALLOWED AT ANCHORAGE / AT BERTH";
                    ordem: number;
                    /** @description Decimal degrees, -90 to 90 (south is negative); with longitude, the weather strip reads the port's forecast there. */
                    latitude?: number | null;
                    /** @description Decimal degrees, -180 to 180 (west is negative); given with latitude. */
                    longitude?: number | null;
                    /** @description The port's IANA time zone (America/Manaus): its days in statistics, "today" and a board's `as_of` without an offset are local to it. Left out: America/Sao_Paulo for a new port, unchanged on an update. */
                    time_zone?: string;
                    terminais?: {
                        id?: number;
                        name: string;
                        rate: string | number;
                        av_dw_bw: string | number;
                        max_draft: number | string;
                        draft_berth: number | string;
                        loa: number | string;
                        remark?: string | null;
                        cargas_ids?: number[];
                        bercos?: {
                            id?: number;
                            name: string;
                        }[];
                    }[];
                    terminais_cargas?: boolean | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description A decimal, as text (12.50) */
                        max_draft: string | null;
                        /** @description One of the bunker options (BUNKER_OPTIONS) the form offers, as the port holds it */
                        bunker: string | null;
                        ordem: number;
                        latitude: number | null;
                        longitude: number | null;
                        time_zone: string;
                        /** @description A date and time with its offset */
                        created_at: string;
                        /** @description When the port's line-up was last marked updated, and by whom */
                        carga_atualizada: {
                            /** @description A date and time with its offset */
                            data: string;
                            user: string | null;
                        } | null;
                        /** @description The forecast from the port's today on */
                        weathersAtuais: {
                            /** @description YYYY-MM-DD */
                            date: string;
                            icon: string;
                        }[];
                        /** @description When the forecast was read (ISO 8601) */
                        weather_updated_at: string | null;
                        terminais: {
                            id: number;
                            porto_id: number;
                            name: string;
                            rate: string | null;
                            av_dw_bw: string | null;
                            /** @description A decimal, as text (12.50) */
                            max_draft: string | null;
                            /** @description A decimal, as text (12.50) */
                            draft_berth: string | null;
                            /** @description A decimal, as text (12.50) */
                            loa: string | null;
                            remark: string | null;
                            /** @description When its line-up was last marked updated */
                            atualizado_data: string | null;
                            /** @description Who marked it (a user id) */
                            atualizado_id: number | null;
                            /** @description A date and time with its offset */
                            created_at: string;
                            /** @description A date and time with its offset */
                            updated_at: string;
                            /** @description The comms it handles */
                            cargas_ids: number[];
                            bercos: {
                                id: number;
                                name: string;
                                terminal_id: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deletePortosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postPortosByIdAtualizar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The comm type whose line-up at this port was checked */
                    carga: number;
                    atualizar?: unknown;
                };
                "multipart/form-data": {
                    /** @description The comm type whose line-up at this port was checked */
                    carga: number;
                    atualizar?: unknown;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The comm type whose line-up at this port was checked */
                    carga: number;
                    atualizar?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carga_atualizada: {
                            /** @description A date and time with its offset */
                            data: string | null;
                            user: string;
                            carga_tipo_id: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postTerminaisByIdAtualizar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    atualizar?: unknown;
                };
                "multipart/form-data": {
                    atualizar?: unknown;
                };
                "application/x-www-form-urlencoded": {
                    atualizar?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A date and time with its offset */
                        atualizado_data: string | null;
                        atualizador: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getCargasTipos: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                name?: string;
                campo?: string;
                ordem?: "asc" | "desc" | "ASC" | "DESC";
                carga?: string;
                with?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            /** @description When its line-up was last marked updated */
                            atualizado_data: string | null;
                            atualizado_id: number | null;
                            atualizador: {
                                id: number;
                                name: string;
                            } | null;
                            /** @description A date and time with its offset */
                            created_at: string;
                            /** @description A date and time with its offset */
                            updated_at: string;
                            /** @description A date and time with its offset */
                            deleted_at: string | null;
                            /** @description Its comms, by name */
                            cargas: {
                                id: number;
                                /** @description Its comm type */
                                tipo_id: number;
                                name: string;
                                synonym: string | null;
                                /** @description #rrggbb */
                                color: string;
                                /** @description 0 or 1 */
                                ie_analise: number;
                                /** @description 0 or 1 */
                                ie_export: number;
                                /** @description 0 or 1 */
                                ie_import: number;
                                /** @description The name, with the synonym in brackets when there is one */
                                name_with_synonym: string;
                            }[];
                        }[];
                        page: number;
                        last_page: number;
                        per_page: number;
                        total: number;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postCargasTipos: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    cargas?: {
                        id?: number;
                        name: string;
                        synonym: string;
                        color?: string;
                        ie_analise?: 0 | 1 | boolean | "0" | "1";
                        ie_export?: 0 | 1 | boolean | "0" | "1";
                        ie_import?: 0 | 1 | boolean | "0" | "1";
                    }[];
                };
                "multipart/form-data": {
                    name: string;
                    cargas?: {
                        id?: number;
                        name: string;
                        synonym: string;
                        color?: string;
                        ie_analise?: 0 | 1 | boolean | "0" | "1";
                        ie_export?: 0 | 1 | boolean | "0" | "1";
                        ie_import?: 0 | 1 | boolean | "0" | "1";
                    }[];
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    cargas?: {
                        id?: number;
                        name: string;
                        synonym: string;
                        color?: string;
                        ie_analise?: 0 | 1 | boolean | "0" | "1";
                        ie_export?: 0 | 1 | boolean | "0" | "1";
                        ie_import?: 0 | 1 | boolean | "0" | "1";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description When its line-up was last marked updated */
                        atualizado_data: string | null;
                        atualizado_id: number | null;
                        atualizador: {
                            id: number;
                            name: string;
                        } | null;
                        /** @description A date and time with its offset */
                        created_at: string;
                        /** @description A date and time with its offset */
                        updated_at: string;
                        /** @description A date and time with its offset */
                        deleted_at: string | null;
                        /** @description Its comms, by name */
                        cargas: {
                            id: number;
                            /** @description Its comm type */
                            tipo_id: number;
                            name: string;
                            synonym: string | null;
                            /** @description #rrggbb */
                            color: string;
                            /** @description 0 or 1 */
                            ie_analise: number;
                            /** @description 0 or 1 */
                            ie_export: number;
                            /** @description 0 or 1 */
                            ie_import: number;
                            /** @description The name, with the synonym in brackets when there is one */
                            name_with_synonym: string;
                        }[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getCargasTiposById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description When its line-up was last marked updated */
                        atualizado_data: string | null;
                        atualizado_id: number | null;
                        atualizador: {
                            id: number;
                            name: string;
                        } | null;
                        /** @description A date and time with its offset */
                        created_at: string;
                        /** @description A date and time with its offset */
                        updated_at: string;
                        /** @description A date and time with its offset */
                        deleted_at: string | null;
                        /** @description Its comms, by name */
                        cargas: {
                            id: number;
                            /** @description Its comm type */
                            tipo_id: number;
                            name: string;
                            synonym: string | null;
                            /** @description #rrggbb */
                            color: string;
                            /** @description 0 or 1 */
                            ie_analise: number;
                            /** @description 0 or 1 */
                            ie_export: number;
                            /** @description 0 or 1 */
                            ie_import: number;
                            /** @description The name, with the synonym in brackets when there is one */
                            name_with_synonym: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    putCargasTiposById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    cargas?: {
                        id?: number;
                        name: string;
                        synonym: string;
                        color?: string;
                        ie_analise?: 0 | 1 | boolean | "0" | "1";
                        ie_export?: 0 | 1 | boolean | "0" | "1";
                        ie_import?: 0 | 1 | boolean | "0" | "1";
                    }[];
                };
                "multipart/form-data": {
                    name: string;
                    cargas?: {
                        id?: number;
                        name: string;
                        synonym: string;
                        color?: string;
                        ie_analise?: 0 | 1 | boolean | "0" | "1";
                        ie_export?: 0 | 1 | boolean | "0" | "1";
                        ie_import?: 0 | 1 | boolean | "0" | "1";
                    }[];
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    cargas?: {
                        id?: number;
                        name: string;
                        synonym: string;
                        color?: string;
                        ie_analise?: 0 | 1 | boolean | "0" | "1";
                        ie_export?: 0 | 1 | boolean | "0" | "1";
                        ie_import?: 0 | 1 | boolean | "0" | "1";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description When its line-up was last marked updated */
                        atualizado_data: string | null;
                        atualizado_id: number | null;
                        atualizador: {
                            id: number;
                            name: string;
                        } | null;
                        /** @description A date and time with its offset */
                        created_at: string;
                        /** @description A date and time with its offset */
                        updated_at: string;
                        /** @description A date and time with its offset */
                        deleted_at: string | null;
                        /** @description Its comms, by name */
                        cargas: {
                            id: number;
                            /** @description Its comm type */
                            tipo_id: number;
                            name: string;
                            synonym: string | null;
                            /** @description #rrggbb */
                            color: string;
                            /** @description 0 or 1 */
                            ie_analise: number;
                            /** @description 0 or 1 */
                            ie_export: number;
                            /** @description 0 or 1 */
                            ie_import: number;
                            /** @description The name, with the synonym in brackets when there is one */
                            name_with_synonym: string;
                        }[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteCargasTiposById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postCargasTiposByIdAtualizar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    atualizar?: unknown;
                };
                "multipart/form-data": {
                    atualizar?: unknown;
                };
                "application/x-www-form-urlencoded": {
                    atualizar?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A date and time with its offset */
                        atualizado_data: string | null;
                        atualizador: {
                            id: number;
                            name: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getCargas: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                name?: string;
                campo?: string;
                ordem?: "asc" | "desc" | "ASC" | "DESC";
                tipo_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description Its comm type */
                            tipo_id: number;
                            name: string;
                            synonym: string | null;
                            /** @description #rrggbb */
                            color: string;
                            /** @description 0 or 1 */
                            ie_analise: number;
                            /** @description 0 or 1 */
                            ie_export: number;
                            /** @description 0 or 1 */
                            ie_import: number;
                            /** @description The name, with the synonym in brackets when there is one */
                            name_with_synonym: string;
                        }[];
                        page: number;
                        last_page: number;
                        per_page: number;
                        total: number;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postCargas: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    name: string;
                    synonym: string;
                    color?: string;
                    ie_analise?: 0 | 1 | boolean | "0" | "1";
                    ie_export?: 0 | 1 | boolean | "0" | "1";
                    ie_import?: 0 | 1 | boolean | "0" | "1";
                    tipo_id: number;
                    /** @description The terminal of the line-up it is created for: it joins the comms that terminal handles (one listing none takes any and is left so). */
                    terminal_id?: number;
                };
                "multipart/form-data": {
                    id?: number;
                    name: string;
                    synonym: string;
                    color?: string;
                    ie_analise?: 0 | 1 | boolean | "0" | "1";
                    ie_export?: 0 | 1 | boolean | "0" | "1";
                    ie_import?: 0 | 1 | boolean | "0" | "1";
                    tipo_id: number;
                    /** @description The terminal of the line-up it is created for: it joins the comms that terminal handles (one listing none takes any and is left so). */
                    terminal_id?: number;
                };
                "application/x-www-form-urlencoded": {
                    id?: number;
                    name: string;
                    synonym: string;
                    color?: string;
                    ie_analise?: 0 | 1 | boolean | "0" | "1";
                    ie_export?: 0 | 1 | boolean | "0" | "1";
                    ie_import?: 0 | 1 | boolean | "0" | "1";
                    tipo_id: number;
                    /** @description The terminal of the line-up it is created for: it joins the comms that terminal handles (one listing none takes any and is left so). */
                    terminal_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description Its comm type */
                        tipo_id: number;
                        name: string;
                        synonym: string | null;
                        /** @description #rrggbb */
                        color: string;
                        /** @description 0 or 1 */
                        ie_analise: number;
                        /** @description 0 or 1 */
                        ie_export: number;
                        /** @description 0 or 1 */
                        ie_import: number;
                        /** @description The name, with the synonym in brackets when there is one */
                        name_with_synonym: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getCargasById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description Its comm type */
                        tipo_id: number;
                        name: string;
                        synonym: string | null;
                        /** @description #rrggbb */
                        color: string;
                        /** @description 0 or 1 */
                        ie_analise: number;
                        /** @description 0 or 1 */
                        ie_export: number;
                        /** @description 0 or 1 */
                        ie_import: number;
                        /** @description The name, with the synonym in brackets when there is one */
                        name_with_synonym: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    putCargasById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    name: string;
                    synonym: string;
                    color?: string;
                    ie_analise?: 0 | 1 | boolean | "0" | "1";
                    ie_export?: 0 | 1 | boolean | "0" | "1";
                    ie_import?: 0 | 1 | boolean | "0" | "1";
                    tipo_id: number;
                };
                "multipart/form-data": {
                    id?: number;
                    name: string;
                    synonym: string;
                    color?: string;
                    ie_analise?: 0 | 1 | boolean | "0" | "1";
                    ie_export?: 0 | 1 | boolean | "0" | "1";
                    ie_import?: 0 | 1 | boolean | "0" | "1";
                    tipo_id: number;
                };
                "application/x-www-form-urlencoded": {
                    id?: number;
                    name: string;
                    synonym: string;
                    color?: string;
                    ie_analise?: 0 | 1 | boolean | "0" | "1";
                    ie_export?: 0 | 1 | boolean | "0" | "1";
                    ie_import?: 0 | 1 | boolean | "0" | "1";
                    tipo_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description Its comm type */
                        tipo_id: number;
                        name: string;
                        synonym: string | null;
                        /** @description #rrggbb */
                        color: string;
                        /** @description 0 or 1 */
                        ie_analise: number;
                        /** @description 0 or 1 */
                        ie_export: number;
                        /** @description 0 or 1 */
                        ie_import: number;
                        /** @description The name, with the synonym in brackets when there is one */
                        name_with_synonym: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteCargasById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getEmailInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The body, as sanitised HTML; empty before anyone wrote it */
                        description: string;
                        /** @description When it was last saved */
                        updated_at: string | null;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    putEmailInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                };
                "multipart/form-data": {
                    description: string;
                };
                "application/x-www-form-urlencoded": {
                    description: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The body, as sanitised HTML; empty before anyone wrote it */
                        description: string;
                        /** @description When it was last saved */
                        updated_at: string | null;
                        message: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postEmailInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                };
                "multipart/form-data": {
                    description: string;
                };
                "application/x-www-form-urlencoded": {
                    description: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The body, as sanitised HTML; empty before anyone wrote it */
                        description: string;
                        /** @description When it was last saved */
                        updated_at: string | null;
                        message: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getLineupsParametros: {
        parameters: {
            query?: {
                portos?: boolean | string;
                navios?: boolean | string;
                agencias?: boolean | string;
                lineups_portos?: boolean | string;
                afretadores?: boolean | string;
                trabalhadores?: boolean | string;
                recebedores?: boolean | string;
                cargas?: boolean | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Comm types, by id */
                        cargas_tipos: {
                            id: number;
                            name: string;
                        }[];
                        /** @description Ports in the board's order, with their terminals */
                        portos?: {
                            id: number;
                            name: string;
                            /** @description The IANA zone its days and times are in */
                            time_zone: string;
                            terminais: {
                                id: number;
                                name: string;
                                /** @description The comms it handles; none: it takes any */
                                cargas_ids: number[];
                                /** @description Its berths, by name */
                                bercos: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                        }[];
                        /** @description Comms, by name */
                        cargas?: {
                            id: number;
                            /** @description Its comm type */
                            tipo_id: number;
                            name: string;
                            synonym: string | null;
                            /** @description #rrggbb */
                            color: string;
                            /** @description 0 or 1 */
                            ie_analise: number;
                            /** @description 0 or 1 */
                            ie_export: number;
                            /** @description 0 or 1 */
                            ie_import: number;
                            /** @description The name, with the synonym in brackets when there is one */
                            name_with_synonym: string;
                        }[];
                        /** @description Vessels, the TBI placeholder first, then by name */
                        navios?: {
                            id: number;
                            name: string;
                            imo: string | null;
                            /** @description Left out for clients */
                            is_agency_client?: boolean;
                            /** @description A date and time with its offset */
                            created_at: string;
                            /** @description A date and time with its offset */
                            updated_at: string;
                            /** @description The name, with the IMO after it when there is one */
                            name_with_imo: string;
                        }[];
                        /** @description Charterers, TBI first, then by name */
                        afretadores?: {
                            id: number;
                            name: string;
                        }[];
                        /** @description Destination ports, TBI first, then by name */
                        lineups_portos?: {
                            id: number;
                            name: string;
                            port_name: string | null;
                            /** @description Its country */
                            pais: string;
                        }[];
                        /** @description Agencies, TBI first, then by name */
                        agencias?: {
                            id: number;
                            name: string;
                            /** @description The agency running this product */
                            is_house: boolean;
                        }[];
                        /** @description Receivers, TBI first, then by name */
                        recebedores?: {
                            id: number;
                            name: string;
                        }[];
                        /** @description Workers, by name */
                        trabalhadores?: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getLineups: {
        parameters: {
            query?: {
                carga_tipo_id?: number;
                porto_id?: number[];
                terminal_id?: number;
                status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                carga_id?: number[];
                recebedor_id?: number[];
                embarcadores?: number[];
                agencia_id?: number[];
                navio_id?: number[];
                afretador_id?: number[];
                client_type?: ("-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR")[];
                destination_port?: number | string;
                is_agency_client?: boolean | "1" | "0";
                periodo_inicio?: string;
                periodo_fim?: string;
                campo?: string;
                ordem?: string;
                with?: string | string[];
                /** @description ISO date-time (`2026-11-17T09:00:00Z`; without an offset it is a wall-clock time in the board's ports' time zone when they share one, else UTC; a bare date is its midnight there): the board as it stood then, rebuilt from the history (read-only: every terminal's `editable` is false). 422 when in the future, unreadable, or before the history starts (the message says when it starts). */
                as_of?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        portos: {
                            id: number;
                            name: string;
                            max_draft: string | null;
                            bunker: string | null;
                            /** @description The port's IANA time zone (America/Sao_Paulo): its "today" and its statistics' days */
                            time_zone: string;
                            carga_atualizada: {
                                data: string;
                                user: string | null;
                            } | null;
                            weathersAtuais: {
                                date: string;
                                icon: string;
                            }[];
                            /** @description When the weather strip's forecast was read (ISO), or null */
                            weather_updated_at: string | null;
                            counts: {
                                berthed: number;
                                waiting: number;
                                expected: number;
                            };
                            espera: {
                                terminal_id: number;
                                name: string;
                                av_waiting_time: number | null;
                            }[];
                            terminais: {
                                id: number;
                                name: string;
                                rate: string | null;
                                av_dw_bw: string | null;
                                max_draft: string | null;
                                draft_berth: string | null;
                                loa: string | null;
                                remark: string | null;
                                av_waiting_time: number | null;
                                atualizado_data: string | null;
                                atualizador: string | null;
                                /** @description Whether this user may edit the terminal's rows */
                                editable: boolean;
                                lineups: {
                                    id: number;
                                    terminal_id: number;
                                    porto_id: number;
                                    berco_id: number | null;
                                    berco: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt";
                                    /**
                                     * Format: unsafe
                                     * @description Time (HH:MM)
                                     */
                                    pob: string | null;
                                    /** @enum {integer} */
                                    is_observacao: 0 | 1;
                                    observacao: string | null;
                                    navio_id: number | null;
                                    navio: {
                                        id: number;
                                        name: string;
                                        imo: string | null;
                                        is_agency_client: boolean;
                                    } | null;
                                    carga_id: number | null;
                                    carga: {
                                        id: number;
                                        name: string;
                                        synonym: string | null;
                                        color: string;
                                    } | null;
                                    carga_tipo_id: number | null;
                                    afretador_id: number | null;
                                    afretador: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /**
                                     * Format: unsafe
                                     * @description Decimal quantity as text ("12500.000")
                                     */
                                    qty: string | null;
                                    /** @enum {string} */
                                    qty_unidade: "t" | "m³";
                                    /**
                                     * Format: unsafe
                                     * @description Decimal quantity as text ("12500.000")
                                     */
                                    qty_import: string | null;
                                    /**
                                     * Format: unsafe
                                     * @description Decimal quantity as text ("12500.000")
                                     */
                                    qty_export: string | null;
                                    /**
                                     * Format: unsafe
                                     * @description Date (YYYY-MM-DD)
                                     */
                                    eta: string | null;
                                    /**
                                     * Format: unsafe
                                     * @description Date (YYYY-MM-DD)
                                     */
                                    etb: string | null;
                                    /**
                                     * Format: unsafe
                                     * @description Date (YYYY-MM-DD)
                                     */
                                    etc: string | null;
                                    /** @description Days from ETA to ETB */
                                    espera: number | null;
                                    /**
                                     * Format: unsafe
                                     * @description Timestamp with time zone as PostgreSQL prints it
                                     */
                                    atualizado_data: string | null;
                                    atualizador: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    call_number: number | null;
                                    call_in_id: number | null;
                                    version: number;
                                    /**
                                     * Format: unsafe
                                     * @description Timestamp with time zone as PostgreSQL prints it
                                     */
                                    updated_at: string;
                                    cargas_afretadores: {
                                        id: number;
                                        carga_id: number | null;
                                        carga: {
                                            id: number;
                                            name: string;
                                            synonym: string | null;
                                            color: string;
                                        } | null;
                                        /**
                                         * Format: unsafe
                                         * @description Decimal quantity as text ("12500.000")
                                         */
                                        qty: string | null;
                                        afretador_id: number | null;
                                        afretador: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        recebedor_id: number | null;
                                        recebedor: {
                                            id: number;
                                            name: string;
                                        } | null;
                                    }[];
                                    agencia_id: number | null;
                                    agencia: {
                                        id: number;
                                        name: string;
                                        is_house: boolean;
                                    } | null;
                                    recebedor_id: number | null;
                                    recebedor: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    destination_porto: number | null;
                                    destination_port: {
                                        id: number;
                                        name: string;
                                        pais: string;
                                    } | null;
                                    /** @enum {string|null} */
                                    client_type: "-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR" | null;
                                    embarcadores: {
                                        id: number;
                                        trabalhador_id: number;
                                        trabalhador: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        /**
                                         * Format: unsafe
                                         * @description Decimal quantity as text ("12500.000")
                                         */
                                        qty: string | null;
                                    }[];
                                    recebedores: {
                                        id: number;
                                        trabalhador_id: number;
                                        trabalhador: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        /**
                                         * Format: unsafe
                                         * @description Decimal quantity as text ("12500.000")
                                         */
                                        qty: string | null;
                                    }[];
                                }[];
                            }[];
                        }[];
                        filtros: {
                            carga_tipo_id: number;
                            porto_id?: number[];
                            terminal_id?: number;
                            status: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                            carga_id?: number[];
                            recebedor_id?: number[];
                            embarcadores?: number[];
                            agencia_id?: number[];
                            navio_id?: number[];
                            afretador_id?: number[];
                            client_type?: ("-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR")[];
                            destination_port?: number | string;
                            is_agency_client?: boolean | "1" | "0";
                            /** Format: date */
                            periodo_inicio?: string;
                            /** Format: date */
                            periodo_fim?: string;
                            campo?: string;
                            ordem?: string;
                            with?: string | string[];
                            /** @description ISO date-time (`2026-11-17T09:00:00Z`; without an offset it is a wall-clock time in the board's ports' time zone when they share one, else UTC; a bare date is its midnight there): the board as it stood then, rebuilt from the history (read-only: every terminal's `editable` is false). 422 when in the future, unreadable, or before the history starts (the message says when it starts). */
                            as_of?: string;
                        };
                    } | {
                        portos: {
                            id: number;
                            name: string;
                            max_draft: string | null;
                            bunker: string | null;
                            /** @description The port's IANA time zone (America/Sao_Paulo): its "today" and its statistics' days */
                            time_zone: string;
                            carga_atualizada: {
                                data: string;
                                user: string | null;
                            } | null;
                            weathersAtuais: {
                                date: string;
                                icon: string;
                            }[];
                            /** @description When the weather strip's forecast was read (ISO), or null */
                            weather_updated_at: string | null;
                            counts: {
                                berthed: number;
                                waiting: number;
                                expected: number;
                            };
                            espera: {
                                terminal_id: number;
                                name: string;
                                av_waiting_time: number | null;
                            }[];
                            terminais: {
                                id: number;
                                name: string;
                                rate: string | null;
                                av_dw_bw: string | null;
                                max_draft: string | null;
                                draft_berth: string | null;
                                loa: string | null;
                                remark: string | null;
                                av_waiting_time: number | null;
                                atualizado_data: string | null;
                                atualizador: string | null;
                                /** @description Whether this user may edit the terminal's rows */
                                editable: boolean;
                                lineups: {
                                    id: number;
                                    terminal_id: number;
                                    porto_id: number;
                                    berco_id: number | null;
                                    berco: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt";
                                    /**
                                     * Format: unsafe
                                     * @description Time (HH:MM)
                                     */
                                    pob: string | null;
                                    /** @enum {integer} */
                                    is_observacao: 0 | 1;
                                    observacao: string | null;
                                    navio_id: number | null;
                                    navio: {
                                        id: number;
                                        name: string;
                                        imo: string | null;
                                    } | null;
                                    carga_id: number | null;
                                    carga: {
                                        id: number;
                                        name: string;
                                        synonym: string | null;
                                        color: string;
                                    } | null;
                                    carga_tipo_id: number | null;
                                    afretador_id: number | null;
                                    afretador: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /**
                                     * Format: unsafe
                                     * @description Decimal quantity as text ("12500.000")
                                     */
                                    qty: string | null;
                                    /** @enum {string} */
                                    qty_unidade: "t" | "m³";
                                    /**
                                     * Format: unsafe
                                     * @description Decimal quantity as text ("12500.000")
                                     */
                                    qty_import: string | null;
                                    /**
                                     * Format: unsafe
                                     * @description Decimal quantity as text ("12500.000")
                                     */
                                    qty_export: string | null;
                                    /**
                                     * Format: unsafe
                                     * @description Date (YYYY-MM-DD)
                                     */
                                    eta: string | null;
                                    /**
                                     * Format: unsafe
                                     * @description Date (YYYY-MM-DD)
                                     */
                                    etb: string | null;
                                    /**
                                     * Format: unsafe
                                     * @description Date (YYYY-MM-DD)
                                     */
                                    etc: string | null;
                                    /** @description Days from ETA to ETB */
                                    espera: number | null;
                                    /**
                                     * Format: unsafe
                                     * @description Timestamp with time zone as PostgreSQL prints it
                                     */
                                    atualizado_data: string | null;
                                    atualizador: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    call_number: number | null;
                                    call_in_id: number | null;
                                    version: number;
                                    /**
                                     * Format: unsafe
                                     * @description Timestamp with time zone as PostgreSQL prints it
                                     */
                                    updated_at: string;
                                    cargas_afretadores: {
                                        id: number;
                                        carga_id: number | null;
                                        carga: {
                                            id: number;
                                            name: string;
                                            synonym: string | null;
                                            color: string;
                                        } | null;
                                        /**
                                         * Format: unsafe
                                         * @description Decimal quantity as text ("12500.000")
                                         */
                                        qty: string | null;
                                        afretador_id: number | null;
                                        afretador: {
                                            id: number;
                                            name: string;
                                        } | null;
                                    }[];
                                }[];
                            }[];
                        }[];
                        filtros: {
                            carga_tipo_id: number;
                            porto_id?: number[];
                            terminal_id?: number;
                            status: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                            carga_id?: number[];
                            navio_id?: number[];
                            afretador_id?: number[];
                            /** Format: date */
                            periodo_inicio?: string;
                            /** Format: date */
                            periodo_fim?: string;
                            campo?: string;
                            ordem?: string;
                            with?: string | string[];
                            /** @description ISO date-time (`2026-11-17T09:00:00Z`; without an offset it is a wall-clock time in the board's ports' time zone when they share one, else UTC; a bare date is its midnight there): the board as it stood then, rebuilt from the history (read-only: every terminal's `editable` is false). 422 when in the future, unreadable, or before the history starts (the message says when it starts). */
                            as_of?: string;
                        };
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postLineups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    berco_id?: number | null;
                    /** @enum {string} */
                    status?: "Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt";
                    pob?: string | null;
                    is_observacao?: 0 | 1;
                    observacao?: string | null;
                    navio_id?: number | null;
                    agencia_id?: number | null;
                    carga_id?: number | null;
                    carga_tipo_id?: number | null;
                    afretador_id?: number | null;
                    recebedor_id?: number | null;
                    destination_porto?: number | null;
                    /** @enum {string|null} */
                    client_type?: "-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR" | null;
                    qty?: (never | null) | number | string;
                    /** @enum {string} */
                    qty_unidade?: "t" | "m³";
                    qty_import?: (never | null) | number | string;
                    qty_export?: (never | null) | number | string;
                    /** Format: date */
                    eta?: string | null;
                    /** Format: date */
                    etb?: string | null;
                    /** Format: date */
                    etc?: string | null;
                    call_number?: number | null;
                    call_in_id?: number | null;
                    cargas_afretadores?: {
                        id?: number;
                        carga_id: number | null;
                        qty: (never | null) | number | string;
                        afretador_id: number | null;
                        recebedor_id?: number | null;
                    }[];
                    embarcadores?: {
                        id?: number;
                        trabalhador_id: number;
                        qty?: (never | null) | number | string;
                    }[];
                    recebedores?: {
                        id?: number;
                        trabalhador_id: number;
                        qty?: (never | null) | number | string;
                    }[];
                    porto_id: number;
                    terminal_id: number;
                    cargas?: {
                        id?: number;
                        carga_id: number | null;
                        qty: (never | null) | number | string;
                        afretador_id: number | null;
                        recebedor_id?: number | null;
                    }[];
                    /** @description The client's key for this save (e.g. a UUID), sent again with a retry: a save already committed is answered with its rows as they are now and not applied twice. */
                    save_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** Line-up (staff) */
                        lineup: {
                            id: number;
                            terminal_id: number;
                            porto_id: number;
                            berco_id: number | null;
                            berco: {
                                id: number;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            status: "Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt";
                            /**
                             * Format: unsafe
                             * @description Time (HH:MM)
                             */
                            pob: string | null;
                            /** @enum {integer} */
                            is_observacao: 0 | 1;
                            observacao: string | null;
                            navio_id: number | null;
                            navio: {
                                id: number;
                                name: string;
                                imo: string | null;
                                is_agency_client: boolean;
                            } | null;
                            carga_id: number | null;
                            carga: {
                                id: number;
                                name: string;
                                synonym: string | null;
                                color: string;
                            } | null;
                            carga_tipo_id: number | null;
                            afretador_id: number | null;
                            afretador: {
                                id: number;
                                name: string;
                            } | null;
                            /**
                             * Format: unsafe
                             * @description Decimal quantity as text ("12500.000")
                             */
                            qty: string | null;
                            /** @enum {string} */
                            qty_unidade: "t" | "m³";
                            /**
                             * Format: unsafe
                             * @description Decimal quantity as text ("12500.000")
                             */
                            qty_import: string | null;
                            /**
                             * Format: unsafe
                             * @description Decimal quantity as text ("12500.000")
                             */
                            qty_export: string | null;
                            /**
                             * Format: unsafe
                             * @description Date (YYYY-MM-DD)
                             */
                            eta: string | null;
                            /**
                             * Format: unsafe
                             * @description Date (YYYY-MM-DD)
                             */
                            etb: string | null;
                            /**
                             * Format: unsafe
                             * @description Date (YYYY-MM-DD)
                             */
                            etc: string | null;
                            /** @description Days from ETA to ETB */
                            espera: number | null;
                            /**
                             * Format: unsafe
                             * @description Timestamp with time zone as PostgreSQL prints it
                             */
                            atualizado_data: string | null;
                            atualizador: {
                                id: number;
                                name: string;
                            } | null;
                            call_number: number | null;
                            call_in_id: number | null;
                            version: number;
                            /**
                             * Format: unsafe
                             * @description Timestamp with time zone as PostgreSQL prints it
                             */
                            updated_at: string;
                            cargas_afretadores: {
                                id: number;
                                carga_id: number | null;
                                carga: {
                                    id: number;
                                    name: string;
                                    synonym: string | null;
                                    color: string;
                                } | null;
                                /**
                                 * Format: unsafe
                                 * @description Decimal quantity as text ("12500.000")
                                 */
                                qty: string | null;
                                afretador_id: number | null;
                                afretador: {
                                    id: number;
                                    name: string;
                                } | null;
                                recebedor_id: number | null;
                                recebedor: {
                                    id: number;
                                    name: string;
                                } | null;
                            }[];
                            agencia_id: number | null;
                            agencia: {
                                id: number;
                                name: string;
                                is_house: boolean;
                            } | null;
                            recebedor_id: number | null;
                            recebedor: {
                                id: number;
                                name: string;
                            } | null;
                            destination_porto: number | null;
                            destination_port: {
                                id: number;
                                name: string;
                                pais: string;
                            } | null;
                            /** @enum {string|null} */
                            client_type: "-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR" | null;
                            embarcadores: {
                                id: number;
                                trabalhador_id: number;
                                trabalhador: {
                                    id: number;
                                    name: string;
                                } | null;
                                /**
                                 * Format: unsafe
                                 * @description Decimal quantity as text ("12500.000")
                                 */
                                qty: string | null;
                            }[];
                            recebedores: {
                                id: number;
                                trabalhador_id: number;
                                trabalhador: {
                                    id: number;
                                    name: string;
                                } | null;
                                /**
                                 * Format: unsafe
                                 * @description Decimal quantity as text ("12500.000")
                                 */
                                qty: string | null;
                            }[];
                            cargaTipo: {
                                id: number;
                                name: string;
                            } | null;
                            terminal: {
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getLineupsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        terminal_id: number;
                        porto_id: number;
                        berco_id: number | null;
                        berco: {
                            id: number;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt";
                        /**
                         * Format: unsafe
                         * @description Time (HH:MM)
                         */
                        pob: string | null;
                        /** @enum {integer} */
                        is_observacao: 0 | 1;
                        observacao: string | null;
                        navio_id: number | null;
                        navio: {
                            id: number;
                            name: string;
                            imo: string | null;
                            is_agency_client: boolean;
                        } | null;
                        carga_id: number | null;
                        carga: {
                            id: number;
                            name: string;
                            synonym: string | null;
                            color: string;
                        } | null;
                        carga_tipo_id: number | null;
                        afretador_id: number | null;
                        afretador: {
                            id: number;
                            name: string;
                        } | null;
                        /**
                         * Format: unsafe
                         * @description Decimal quantity as text ("12500.000")
                         */
                        qty: string | null;
                        /** @enum {string} */
                        qty_unidade: "t" | "m³";
                        /**
                         * Format: unsafe
                         * @description Decimal quantity as text ("12500.000")
                         */
                        qty_import: string | null;
                        /**
                         * Format: unsafe
                         * @description Decimal quantity as text ("12500.000")
                         */
                        qty_export: string | null;
                        /**
                         * Format: unsafe
                         * @description Date (YYYY-MM-DD)
                         */
                        eta: string | null;
                        /**
                         * Format: unsafe
                         * @description Date (YYYY-MM-DD)
                         */
                        etb: string | null;
                        /**
                         * Format: unsafe
                         * @description Date (YYYY-MM-DD)
                         */
                        etc: string | null;
                        /** @description Days from ETA to ETB */
                        espera: number | null;
                        /**
                         * Format: unsafe
                         * @description Timestamp with time zone as PostgreSQL prints it
                         */
                        atualizado_data: string | null;
                        atualizador: {
                            id: number;
                            name: string;
                        } | null;
                        call_number: number | null;
                        call_in_id: number | null;
                        version: number;
                        /**
                         * Format: unsafe
                         * @description Timestamp with time zone as PostgreSQL prints it
                         */
                        updated_at: string;
                        cargas_afretadores: {
                            id: number;
                            carga_id: number | null;
                            carga: {
                                id: number;
                                name: string;
                                synonym: string | null;
                                color: string;
                            } | null;
                            /**
                             * Format: unsafe
                             * @description Decimal quantity as text ("12500.000")
                             */
                            qty: string | null;
                            afretador_id: number | null;
                            afretador: {
                                id: number;
                                name: string;
                            } | null;
                            recebedor_id: number | null;
                            recebedor: {
                                id: number;
                                name: string;
                            } | null;
                        }[];
                        agencia_id: number | null;
                        agencia: {
                            id: number;
                            name: string;
                            is_house: boolean;
                        } | null;
                        recebedor_id: number | null;
                        recebedor: {
                            id: number;
                            name: string;
                        } | null;
                        destination_porto: number | null;
                        destination_port: {
                            id: number;
                            name: string;
                            pais: string;
                        } | null;
                        /** @enum {string|null} */
                        client_type: "-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR" | null;
                        embarcadores: {
                            id: number;
                            trabalhador_id: number;
                            trabalhador: {
                                id: number;
                                name: string;
                            } | null;
                            /**
                             * Format: unsafe
                             * @description Decimal quantity as text ("12500.000")
                             */
                            qty: string | null;
                        }[];
                        recebedores: {
                            id: number;
                            trabalhador_id: number;
                            trabalhador: {
                                id: number;
                                name: string;
                            } | null;
                            /**
                             * Format: unsafe
                             * @description Decimal quantity as text ("12500.000")
                             */
                            qty: string | null;
                        }[];
                        cargaTipo: {
                            id: number;
                            name: string;
                        } | null;
                        terminal: {
                            id: number;
                            name: string;
                        };
                    } | {
                        id: number;
                        terminal_id: number;
                        porto_id: number;
                        berco_id: number | null;
                        berco: {
                            id: number;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt";
                        /**
                         * Format: unsafe
                         * @description Time (HH:MM)
                         */
                        pob: string | null;
                        /** @enum {integer} */
                        is_observacao: 0 | 1;
                        observacao: string | null;
                        navio_id: number | null;
                        navio: {
                            id: number;
                            name: string;
                            imo: string | null;
                        } | null;
                        carga_id: number | null;
                        carga: {
                            id: number;
                            name: string;
                            synonym: string | null;
                            color: string;
                        } | null;
                        carga_tipo_id: number | null;
                        afretador_id: number | null;
                        afretador: {
                            id: number;
                            name: string;
                        } | null;
                        /**
                         * Format: unsafe
                         * @description Decimal quantity as text ("12500.000")
                         */
                        qty: string | null;
                        /** @enum {string} */
                        qty_unidade: "t" | "m³";
                        /**
                         * Format: unsafe
                         * @description Decimal quantity as text ("12500.000")
                         */
                        qty_import: string | null;
                        /**
                         * Format: unsafe
                         * @description Decimal quantity as text ("12500.000")
                         */
                        qty_export: string | null;
                        /**
                         * Format: unsafe
                         * @description Date (YYYY-MM-DD)
                         */
                        eta: string | null;
                        /**
                         * Format: unsafe
                         * @description Date (YYYY-MM-DD)
                         */
                        etb: string | null;
                        /**
                         * Format: unsafe
                         * @description Date (YYYY-MM-DD)
                         */
                        etc: string | null;
                        /** @description Days from ETA to ETB */
                        espera: number | null;
                        /**
                         * Format: unsafe
                         * @description Timestamp with time zone as PostgreSQL prints it
                         */
                        atualizado_data: string | null;
                        atualizador: {
                            id: number;
                            name: string;
                        } | null;
                        call_number: number | null;
                        call_in_id: number | null;
                        version: number;
                        /**
                         * Format: unsafe
                         * @description Timestamp with time zone as PostgreSQL prints it
                         */
                        updated_at: string;
                        cargas_afretadores: {
                            id: number;
                            carga_id: number | null;
                            carga: {
                                id: number;
                                name: string;
                                synonym: string | null;
                                color: string;
                            } | null;
                            /**
                             * Format: unsafe
                             * @description Decimal quantity as text ("12500.000")
                             */
                            qty: string | null;
                            afretador_id: number | null;
                            afretador: {
                                id: number;
                                name: string;
                            } | null;
                        }[];
                        cargaTipo: {
                            id: number;
                            name: string;
                        } | null;
                        terminal: {
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    putLineupsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    berco_id?: number | null;
                    /** @enum {string} */
                    status?: "Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt";
                    pob?: string | null;
                    is_observacao?: 0 | 1;
                    observacao?: string | null;
                    navio_id?: number | null;
                    agencia_id?: number | null;
                    carga_id?: number | null;
                    carga_tipo_id?: number | null;
                    afretador_id?: number | null;
                    recebedor_id?: number | null;
                    destination_porto?: number | null;
                    /** @enum {string|null} */
                    client_type?: "-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR" | null;
                    qty?: (never | null) | number | string;
                    /** @enum {string} */
                    qty_unidade?: "t" | "m³";
                    qty_import?: (never | null) | number | string;
                    qty_export?: (never | null) | number | string;
                    /** Format: date */
                    eta?: string | null;
                    /** Format: date */
                    etb?: string | null;
                    /** Format: date */
                    etc?: string | null;
                    call_number?: number | null;
                    call_in_id?: number | null;
                    cargas_afretadores?: {
                        id?: number;
                        carga_id: number | null;
                        qty: (never | null) | number | string;
                        afretador_id: number | null;
                        recebedor_id?: number | null;
                    }[];
                    embarcadores?: {
                        id?: number;
                        trabalhador_id: number;
                        qty?: (never | null) | number | string;
                    }[];
                    recebedores?: {
                        id?: number;
                        trabalhador_id: number;
                        qty?: (never | null) | number | string;
                    }[];
                    porto_id: number;
                    terminal_id: number;
                    cargas?: {
                        id?: number;
                        carga_id: number | null;
                        qty: (never | null) | number | string;
                        afretador_id: number | null;
                        recebedor_id?: number | null;
                    }[];
                    /** @description The client's key for this save (e.g. a UUID), sent again with a retry: a save already committed is answered with its rows as they are now and not applied twice. */
                    save_id?: string;
                    /** @description The version of the row this change is based on: its `version` as read from `GET /lineups/{id}` or `GET /lineups`. Required for every change of an existing row; a change based on an older version is refused with 409 when someone else changed the same fields since (the body lists them: read the row again, merge, send its new version). */
                    version: number;
                };
                "multipart/form-data": {
                    berco_id?: number | null;
                    /** @enum {string} */
                    status?: "Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt";
                    pob?: string | null;
                    is_observacao?: 0 | 1;
                    observacao?: string | null;
                    navio_id?: number | null;
                    agencia_id?: number | null;
                    carga_id?: number | null;
                    carga_tipo_id?: number | null;
                    afretador_id?: number | null;
                    recebedor_id?: number | null;
                    destination_porto?: number | null;
                    /** @enum {string|null} */
                    client_type?: "-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR" | null;
                    qty?: (never | null) | number | string;
                    /** @enum {string} */
                    qty_unidade?: "t" | "m³";
                    qty_import?: (never | null) | number | string;
                    qty_export?: (never | null) | number | string;
                    /** Format: date */
                    eta?: string | null;
                    /** Format: date */
                    etb?: string | null;
                    /** Format: date */
                    etc?: string | null;
                    call_number?: number | null;
                    call_in_id?: number | null;
                    cargas_afretadores?: {
                        id?: number;
                        carga_id: number | null;
                        qty: (never | null) | number | string;
                        afretador_id: number | null;
                        recebedor_id?: number | null;
                    }[];
                    embarcadores?: {
                        id?: number;
                        trabalhador_id: number;
                        qty?: (never | null) | number | string;
                    }[];
                    recebedores?: {
                        id?: number;
                        trabalhador_id: number;
                        qty?: (never | null) | number | string;
                    }[];
                    porto_id: number;
                    terminal_id: number;
                    cargas?: {
                        id?: number;
                        carga_id: number | null;
                        qty: (never | null) | number | string;
                        afretador_id: number | null;
                        recebedor_id?: number | null;
                    }[];
                    /** @description The client's key for this save (e.g. a UUID), sent again with a retry: a save already committed is answered with its rows as they are now and not applied twice. */
                    save_id?: string;
                    /** @description The version of the row this change is based on: its `version` as read from `GET /lineups/{id}` or `GET /lineups`. Required for every change of an existing row; a change based on an older version is refused with 409 when someone else changed the same fields since (the body lists them: read the row again, merge, send its new version). */
                    version: number;
                };
                "application/x-www-form-urlencoded": {
                    berco_id?: number | null;
                    /** @enum {string} */
                    status?: "Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt";
                    pob?: string | null;
                    is_observacao?: 0 | 1;
                    observacao?: string | null;
                    navio_id?: number | null;
                    agencia_id?: number | null;
                    carga_id?: number | null;
                    carga_tipo_id?: number | null;
                    afretador_id?: number | null;
                    recebedor_id?: number | null;
                    destination_porto?: number | null;
                    /** @enum {string|null} */
                    client_type?: "-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR" | null;
                    qty?: (never | null) | number | string;
                    /** @enum {string} */
                    qty_unidade?: "t" | "m³";
                    qty_import?: (never | null) | number | string;
                    qty_export?: (never | null) | number | string;
                    /** Format: date */
                    eta?: string | null;
                    /** Format: date */
                    etb?: string | null;
                    /** Format: date */
                    etc?: string | null;
                    call_number?: number | null;
                    call_in_id?: number | null;
                    cargas_afretadores?: {
                        id?: number;
                        carga_id: number | null;
                        qty: (never | null) | number | string;
                        afretador_id: number | null;
                        recebedor_id?: number | null;
                    }[];
                    embarcadores?: {
                        id?: number;
                        trabalhador_id: number;
                        qty?: (never | null) | number | string;
                    }[];
                    recebedores?: {
                        id?: number;
                        trabalhador_id: number;
                        qty?: (never | null) | number | string;
                    }[];
                    porto_id: number;
                    terminal_id: number;
                    cargas?: {
                        id?: number;
                        carga_id: number | null;
                        qty: (never | null) | number | string;
                        afretador_id: number | null;
                        recebedor_id?: number | null;
                    }[];
                    /** @description The client's key for this save (e.g. a UUID), sent again with a retry: a save already committed is answered with its rows as they are now and not applied twice. */
                    save_id?: string;
                    /** @description The version of the row this change is based on: its `version` as read from `GET /lineups/{id}` or `GET /lineups`. Required for every change of an existing row; a change based on an older version is refused with 409 when someone else changed the same fields since (the body lists them: read the row again, merge, send its new version). */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** Line-up (staff) */
                        lineup: {
                            id: number;
                            terminal_id: number;
                            porto_id: number;
                            berco_id: number | null;
                            berco: {
                                id: number;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            status: "Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt";
                            /**
                             * Format: unsafe
                             * @description Time (HH:MM)
                             */
                            pob: string | null;
                            /** @enum {integer} */
                            is_observacao: 0 | 1;
                            observacao: string | null;
                            navio_id: number | null;
                            navio: {
                                id: number;
                                name: string;
                                imo: string | null;
                                is_agency_client: boolean;
                            } | null;
                            carga_id: number | null;
                            carga: {
                                id: number;
                                name: string;
                                synonym: string | null;
                                color: string;
                            } | null;
                            carga_tipo_id: number | null;
                            afretador_id: number | null;
                            afretador: {
                                id: number;
                                name: string;
                            } | null;
                            /**
                             * Format: unsafe
                             * @description Decimal quantity as text ("12500.000")
                             */
                            qty: string | null;
                            /** @enum {string} */
                            qty_unidade: "t" | "m³";
                            /**
                             * Format: unsafe
                             * @description Decimal quantity as text ("12500.000")
                             */
                            qty_import: string | null;
                            /**
                             * Format: unsafe
                             * @description Decimal quantity as text ("12500.000")
                             */
                            qty_export: string | null;
                            /**
                             * Format: unsafe
                             * @description Date (YYYY-MM-DD)
                             */
                            eta: string | null;
                            /**
                             * Format: unsafe
                             * @description Date (YYYY-MM-DD)
                             */
                            etb: string | null;
                            /**
                             * Format: unsafe
                             * @description Date (YYYY-MM-DD)
                             */
                            etc: string | null;
                            /** @description Days from ETA to ETB */
                            espera: number | null;
                            /**
                             * Format: unsafe
                             * @description Timestamp with time zone as PostgreSQL prints it
                             */
                            atualizado_data: string | null;
                            atualizador: {
                                id: number;
                                name: string;
                            } | null;
                            call_number: number | null;
                            call_in_id: number | null;
                            version: number;
                            /**
                             * Format: unsafe
                             * @description Timestamp with time zone as PostgreSQL prints it
                             */
                            updated_at: string;
                            cargas_afretadores: {
                                id: number;
                                carga_id: number | null;
                                carga: {
                                    id: number;
                                    name: string;
                                    synonym: string | null;
                                    color: string;
                                } | null;
                                /**
                                 * Format: unsafe
                                 * @description Decimal quantity as text ("12500.000")
                                 */
                                qty: string | null;
                                afretador_id: number | null;
                                afretador: {
                                    id: number;
                                    name: string;
                                } | null;
                                recebedor_id: number | null;
                                recebedor: {
                                    id: number;
                                    name: string;
                                } | null;
                            }[];
                            agencia_id: number | null;
                            agencia: {
                                id: number;
                                name: string;
                                is_house: boolean;
                            } | null;
                            recebedor_id: number | null;
                            recebedor: {
                                id: number;
                                name: string;
                            } | null;
                            destination_porto: number | null;
                            destination_port: {
                                id: number;
                                name: string;
                                pais: string;
                            } | null;
                            /** @enum {string|null} */
                            client_type: "-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR" | null;
                            embarcadores: {
                                id: number;
                                trabalhador_id: number;
                                trabalhador: {
                                    id: number;
                                    name: string;
                                } | null;
                                /**
                                 * Format: unsafe
                                 * @description Decimal quantity as text ("12500.000")
                                 */
                                qty: string | null;
                            }[];
                            recebedores: {
                                id: number;
                                trabalhador_id: number;
                                trabalhador: {
                                    id: number;
                                    name: string;
                                } | null;
                                /**
                                 * Format: unsafe
                                 * @description Decimal quantity as text ("12500.000")
                                 */
                                qty: string | null;
                            }[];
                            cargaTipo: {
                                id: number;
                                name: string;
                            } | null;
                            terminal: {
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        conflicts: ({
                            index: number;
                            id: number;
                            fields: string[];
                        } | {
                            deleted_index: number;
                            id: number;
                            fields: string[];
                        })[];
                    };
                };
            };
        };
    };
    deleteLineupsById: {
        parameters: {
            query?: {
                /** @description The version of the row this change is based on: its `version` as read from `GET /lineups/{id}` or `GET /lineups`. Required for every change of an existing row; a change based on an older version is refused with 409 when someone else changed the same fields since (the body lists them: read the row again, merge, send its new version). */
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        conflicts: ({
                            index: number;
                            id: number;
                            fields: string[];
                        } | {
                            deleted_index: number;
                            id: number;
                            fields: string[];
                        })[];
                    };
                };
            };
        };
    };
    getLineupsByIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description When the change was committed (timestamp with time zone as PostgreSQL prints it) */
                        at: string;
                        /** @description Who made it; null once the user is deleted */
                        user: {
                            id: number;
                            name: string;
                        } | null;
                        /** @description The field (`status`, `etb`, `cargas_afretadores`…), `terminal_id` for a move, `atualizado_data` for *Updated*, or `_created` */
                        field: string;
                        /** @description The stored value before (null for a new row's fields) */
                        before: unknown;
                        /** @description The stored value after (null for `_created`) */
                        after: unknown;
                    }[];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postLineupsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    terminal_id: number;
                    /** @description The client's key for this save (e.g. a UUID), sent again with a retry: a save already committed is answered with its rows as they are now and not applied twice. */
                    save_id?: string;
                    list: {
                        berco_id?: number | null;
                        /** @enum {string} */
                        status?: "Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt";
                        pob?: string | null;
                        is_observacao?: 0 | 1;
                        observacao?: string | null;
                        navio_id?: number | null;
                        agencia_id?: number | null;
                        carga_id?: number | null;
                        carga_tipo_id?: number | null;
                        afretador_id?: number | null;
                        recebedor_id?: number | null;
                        destination_porto?: number | null;
                        /** @enum {string|null} */
                        client_type?: "-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR" | null;
                        qty?: (never | null) | number | string;
                        /** @enum {string} */
                        qty_unidade?: "t" | "m³";
                        qty_import?: (never | null) | number | string;
                        qty_export?: (never | null) | number | string;
                        /** Format: date */
                        eta?: string | null;
                        /** Format: date */
                        etb?: string | null;
                        /** Format: date */
                        etc?: string | null;
                        call_number?: number | null;
                        call_in_id?: number | null;
                        cargas_afretadores?: {
                            id?: number;
                            carga_id: number | null;
                            qty: (never | null) | number | string;
                            afretador_id: number | null;
                            recebedor_id?: number | null;
                        }[];
                        embarcadores?: {
                            id?: number;
                            trabalhador_id: number;
                            qty?: (never | null) | number | string;
                        }[];
                        recebedores?: {
                            id?: number;
                            trabalhador_id: number;
                            qty?: (never | null) | number | string;
                        }[];
                        id?: number;
                        /** @description The version of the row this change is based on: its `version` as read from `GET /lineups/{id}` or `GET /lineups`. Required for every change of an existing row; a change based on an older version is refused with 409 when someone else changed the same fields since (the body lists them: read the row again, merge, send its new version). */
                        version?: number;
                    }[];
                    /** @description Rows to delete: `{ id, version }` (refused with 409 when the row changed after that version) or a bare id (no check, for older clients). */
                    deleted_lines?: (number | {
                        id: number;
                        /** @description The version of the row this change is based on: its `version` as read from `GET /lineups/{id}` or `GET /lineups`. Required for every change of an existing row; a change based on an older version is refused with 409 when someone else changed the same fields since (the body lists them: read the row again, merge, send its new version). */
                        version: number;
                    })[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        lineups: {
                            id: number;
                            terminal_id: number;
                            porto_id: number;
                            berco_id: number | null;
                            berco: {
                                id: number;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            status: "Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt";
                            /**
                             * Format: unsafe
                             * @description Time (HH:MM)
                             */
                            pob: string | null;
                            /** @enum {integer} */
                            is_observacao: 0 | 1;
                            observacao: string | null;
                            navio_id: number | null;
                            navio: {
                                id: number;
                                name: string;
                                imo: string | null;
                                is_agency_client: boolean;
                            } | null;
                            carga_id: number | null;
                            carga: {
                                id: number;
                                name: string;
                                synonym: string | null;
                                color: string;
                            } | null;
                            carga_tipo_id: number | null;
                            afretador_id: number | null;
                            afretador: {
                                id: number;
                                name: string;
                            } | null;
                            /**
                             * Format: unsafe
                             * @description Decimal quantity as text ("12500.000")
                             */
                            qty: string | null;
                            /** @enum {string} */
                            qty_unidade: "t" | "m³";
                            /**
                             * Format: unsafe
                             * @description Decimal quantity as text ("12500.000")
                             */
                            qty_import: string | null;
                            /**
                             * Format: unsafe
                             * @description Decimal quantity as text ("12500.000")
                             */
                            qty_export: string | null;
                            /**
                             * Format: unsafe
                             * @description Date (YYYY-MM-DD)
                             */
                            eta: string | null;
                            /**
                             * Format: unsafe
                             * @description Date (YYYY-MM-DD)
                             */
                            etb: string | null;
                            /**
                             * Format: unsafe
                             * @description Date (YYYY-MM-DD)
                             */
                            etc: string | null;
                            /** @description Days from ETA to ETB */
                            espera: number | null;
                            /**
                             * Format: unsafe
                             * @description Timestamp with time zone as PostgreSQL prints it
                             */
                            atualizado_data: string | null;
                            atualizador: {
                                id: number;
                                name: string;
                            } | null;
                            call_number: number | null;
                            call_in_id: number | null;
                            version: number;
                            /**
                             * Format: unsafe
                             * @description Timestamp with time zone as PostgreSQL prints it
                             */
                            updated_at: string;
                            cargas_afretadores: {
                                id: number;
                                carga_id: number | null;
                                carga: {
                                    id: number;
                                    name: string;
                                    synonym: string | null;
                                    color: string;
                                } | null;
                                /**
                                 * Format: unsafe
                                 * @description Decimal quantity as text ("12500.000")
                                 */
                                qty: string | null;
                                afretador_id: number | null;
                                afretador: {
                                    id: number;
                                    name: string;
                                } | null;
                                recebedor_id: number | null;
                                recebedor: {
                                    id: number;
                                    name: string;
                                } | null;
                            }[];
                            agencia_id: number | null;
                            agencia: {
                                id: number;
                                name: string;
                                is_house: boolean;
                            } | null;
                            recebedor_id: number | null;
                            recebedor: {
                                id: number;
                                name: string;
                            } | null;
                            destination_porto: number | null;
                            destination_port: {
                                id: number;
                                name: string;
                                pais: string;
                            } | null;
                            /** @enum {string|null} */
                            client_type: "-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR" | null;
                            embarcadores: {
                                id: number;
                                trabalhador_id: number;
                                trabalhador: {
                                    id: number;
                                    name: string;
                                } | null;
                                /**
                                 * Format: unsafe
                                 * @description Decimal quantity as text ("12500.000")
                                 */
                                qty: string | null;
                            }[];
                            recebedores: {
                                id: number;
                                trabalhador_id: number;
                                trabalhador: {
                                    id: number;
                                    name: string;
                                } | null;
                                /**
                                 * Format: unsafe
                                 * @description Decimal quantity as text ("12500.000")
                                 */
                                qty: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        conflicts: ({
                            index: number;
                            id: number;
                            fields: string[];
                        } | {
                            deleted_index: number;
                            id: number;
                            fields: string[];
                        })[];
                    };
                };
            };
        };
    };
    postLineupsByIdAtualizar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    atualizar?: unknown;
                };
                "multipart/form-data": {
                    atualizar?: unknown;
                };
                "application/x-www-form-urlencoded": {
                    atualizar?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description When it was marked updated (the database's now) */
                        atualizado_data: string | null;
                        /** @description The name of who marked it */
                        atualizador: string;
                        message: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postLineupsByIdData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    campo: "eta" | "etb" | "etc";
                    valor: string | null;
                    /** @description The version of the row this change is based on: its `version` as read from `GET /lineups/{id}` or `GET /lineups`. Required for every change of an existing row; a change based on an older version is refused with 409 when someone else changed the same fields since (the body lists them: read the row again, merge, send its new version). */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description The date set (YYYY-MM-DD); null when cleared
                         */
                        data: string | null;
                        /** @description Days from ETA to ETB; null without both */
                        espera: number | null;
                        /** @description The row's version after the change: send it with the next one */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        conflicts: ({
                            index: number;
                            id: number;
                            fields: string[];
                        } | {
                            deleted_index: number;
                            id: number;
                            fields: string[];
                        })[];
                    };
                };
            };
        };
    };
    postLineupsDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    carga_tipo_id?: number;
                    porto_id?: number[];
                    terminal_id?: number;
                    status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                    carga_id?: number[];
                    recebedor_id?: number[];
                    embarcadores?: number[];
                    agencia_id?: number[];
                    navio_id?: number[];
                    afretador_id?: number[];
                    client_type?: ("-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR")[];
                    destination_port?: number | string;
                    is_agency_client?: boolean | "1" | "0";
                    /** Format: date */
                    periodo_inicio?: string;
                    /** Format: date */
                    periodo_fim?: string;
                    campo?: string;
                    ordem?: string;
                    with?: string | string[];
                    /** @description ISO date-time (`2026-11-17T09:00:00Z`; without an offset it is a wall-clock time in the board's ports' time zone when they share one, else UTC; a bare date is its midnight there): the board as it stood then, rebuilt from the history (read-only: every terminal's `editable` is false). 422 when in the future, unreadable, or before the history starts (the message says when it starts). */
                    as_of?: string;
                } & {
                    agencia?: 0 | 1 | boolean;
                };
            };
        };
        responses: {
            /** @description The spreadsheet (lineups.xlsx, or named after the `as_of` instant) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postLineupsDownloadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    carga_tipo_id?: number;
                    porto_id?: number[];
                    terminal_id?: number;
                    status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                    carga_id?: number[];
                    recebedor_id?: number[];
                    embarcadores?: number[];
                    agencia_id?: number[];
                    navio_id?: number[];
                    afretador_id?: number[];
                    client_type?: ("-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR")[];
                    destination_port?: number | string;
                    is_agency_client?: boolean | "1" | "0";
                    /** Format: date */
                    periodo_inicio?: string;
                    /** Format: date */
                    periodo_fim?: string;
                    campo?: string;
                    ordem?: string;
                    with?: string | string[];
                    /** @description ISO date-time (`2026-11-17T09:00:00Z`; without an offset it is a wall-clock time in the board's ports' time zone when they share one, else UTC; a bare date is its midnight there): the board as it stood then, rebuilt from the history (read-only: every terminal's `editable` is false). 422 when in the future, unreadable, or before the history starts (the message says when it starts). */
                    as_of?: string;
                } & {
                    agencia?: 0 | 1 | boolean;
                };
            };
        };
        responses: {
            /** @description The spreadsheet (lineups.xlsx, or named after the `as_of` instant) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postLineupsSendemail: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    carga_tipo_id?: number;
                    porto_id?: number[];
                    terminal_id?: number;
                    status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                    carga_id?: number[];
                    recebedor_id?: number[];
                    embarcadores?: number[];
                    agencia_id?: number[];
                    navio_id?: number[];
                    afretador_id?: number[];
                    client_type?: ("-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR")[];
                    destination_port?: number | string;
                    is_agency_client?: boolean | "1" | "0";
                    /** Format: date */
                    periodo_inicio?: string;
                    /** Format: date */
                    periodo_fim?: string;
                    campo?: string;
                    ordem?: string;
                    with?: string | string[];
                    /** @description ISO date-time (`2026-11-17T09:00:00Z`; without an offset it is a wall-clock time in the board's ports' time zone when they share one, else UTC; a bare date is its midnight there): the board as it stood then, rebuilt from the history (read-only: every terminal's `editable` is false). 422 when in the future, unreadable, or before the history starts (the message says when it starts). */
                    as_of?: string;
                } & {
                    agencia?: 0 | 1 | boolean;
                }) & {
                    /** Format: email */
                    email: string;
                    type: "terminal" | "porto";
                };
                "multipart/form-data": ({
                    carga_tipo_id?: number;
                    porto_id?: number[];
                    terminal_id?: number;
                    status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                    carga_id?: number[];
                    recebedor_id?: number[];
                    embarcadores?: number[];
                    agencia_id?: number[];
                    navio_id?: number[];
                    afretador_id?: number[];
                    client_type?: ("-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR")[];
                    destination_port?: number | string;
                    is_agency_client?: boolean | "1" | "0";
                    /** Format: date */
                    periodo_inicio?: string;
                    /** Format: date */
                    periodo_fim?: string;
                    campo?: string;
                    ordem?: string;
                    with?: string | string[];
                    /** @description ISO date-time (`2026-11-17T09:00:00Z`; without an offset it is a wall-clock time in the board's ports' time zone when they share one, else UTC; a bare date is its midnight there): the board as it stood then, rebuilt from the history (read-only: every terminal's `editable` is false). 422 when in the future, unreadable, or before the history starts (the message says when it starts). */
                    as_of?: string;
                } & {
                    agencia?: 0 | 1 | boolean;
                }) & {
                    /** Format: email */
                    email: string;
                    type: "terminal" | "porto";
                };
                "application/x-www-form-urlencoded": ({
                    carga_tipo_id?: number;
                    porto_id?: number[];
                    terminal_id?: number;
                    status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                    carga_id?: number[];
                    recebedor_id?: number[];
                    embarcadores?: number[];
                    agencia_id?: number[];
                    navio_id?: number[];
                    afretador_id?: number[];
                    client_type?: ("-" | "FULL" | "HUSBANDRY" | "PROTECTIVE AGENTS" | "SURVEYOR")[];
                    destination_port?: number | string;
                    is_agency_client?: boolean | "1" | "0";
                    /** Format: date */
                    periodo_inicio?: string;
                    /** Format: date */
                    periodo_fim?: string;
                    campo?: string;
                    ordem?: string;
                    with?: string | string[];
                    /** @description ISO date-time (`2026-11-17T09:00:00Z`; without an offset it is a wall-clock time in the board's ports' time zone when they share one, else UTC; a bare date is its midnight there): the board as it stood then, rebuilt from the history (read-only: every terminal's `editable` is false). 422 when in the future, unreadable, or before the history starts (the message says when it starts). */
                    as_of?: string;
                } & {
                    agencia?: 0 | 1 | boolean;
                }) & {
                    /** Format: email */
                    email: string;
                    type: "terminal" | "porto";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postLineupsImportarPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: {
                            /** @description The sheet row it comes from (null for a row of the board the sheet lacks). */
                            sheet_row: number | null;
                            /** @description The stored row (null for a line the import adds). */
                            id: number | null;
                            /** @description The vessel, or a note's text. */
                            vessel: string;
                            status: string;
                            /** @description DD/MM/YYYY, or empty. */
                            eta: string;
                            fields: {
                                column: string;
                                before: string;
                                after: string;
                            }[];
                        }[];
                        added: {
                            /** @description The sheet row it comes from (null for a row of the board the sheet lacks). */
                            sheet_row: number | null;
                            /** @description The stored row (null for a line the import adds). */
                            id: number | null;
                            /** @description The vessel, or a note's text. */
                            vessel: string;
                            status: string;
                            /** @description DD/MM/YYYY, or empty. */
                            eta: string;
                            copied: boolean;
                        }[];
                        missing: {
                            /** @description The sheet row it comes from (null for a row of the board the sheet lacks). */
                            sheet_row: number | null;
                            /** @description The stored row (null for a line the import adds). */
                            id: number | null;
                            /** @description The vessel, or a note's text. */
                            vessel: string;
                            status: string;
                            /** @description DD/MM/YYYY, or empty. */
                            eta: string;
                        }[];
                        unchanged: number;
                        /** @description The versions the preview was built on: send it back with the import (as JSON in the `basis` field) to apply what was previewed. */
                        basis: {
                            matched: {
                                [key: string]: number;
                            };
                            missing: {
                                [key: string]: number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        conflicts?: {
                            id: number;
                            fields: string[];
                            index?: number;
                            deleted_index?: number;
                            sheet_row?: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postLineupsImportar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        imported: number;
                        added: number;
                        updated: number;
                        unchanged: number;
                        copied: number;
                        removed: number;
                        replayed: boolean;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        conflicts?: {
                            id: number;
                            fields: string[];
                            index?: number;
                            deleted_index?: number;
                            sheet_row?: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getDistributionLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            porto_id: number;
                            carga_tipo_id: number;
                            filters: {
                                status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                                carga_id?: number[];
                                afretador_id?: number[];
                                recebedor_id?: number[];
                            };
                            /** @description Client columns: Receiver, Agency and the client type left out, as on a client's board */
                            client_columns: boolean;
                            addresses: string[];
                            /** @description 0 = Sunday … 6 = Saturday, in the port's time zone */
                            weekdays: number[];
                            /** @description HH:MM in the port's time zone */
                            send_at: string;
                            /** @description The e-mail's text; null: the E-mail information text */
                            intro: string | null;
                            porto: {
                                id: number;
                                name: string;
                                time_zone: string;
                            };
                            carga_tipo: {
                                id: number;
                                name: string;
                            };
                            schedule: string;
                            last_run: {
                                id: number;
                                local_day: string;
                                scheduled: boolean;
                                started_at: string;
                                sent: number;
                                failed: number;
                                note: string | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postDistributionLists: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    porto_id: number;
                    carga_tipo_id: number;
                    filters?: {
                        status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                        carga_id?: number[];
                        afretador_id?: number[];
                        recebedor_id?: number[];
                    };
                    /** @description Client columns: Receiver, Agency and the client type left out, as on a client's board */
                    client_columns?: boolean;
                    addresses: string[];
                    /** @description 0 = Sunday … 6 = Saturday, in the port's time zone */
                    weekdays: number[];
                    /** @description HH:MM in the port's time zone */
                    send_at: string;
                    /** @description The e-mail's text; null: the E-mail information text */
                    intro?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        porto_id: number;
                        carga_tipo_id: number;
                        filters: {
                            status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                            carga_id?: number[];
                            afretador_id?: number[];
                            recebedor_id?: number[];
                        };
                        /** @description Client columns: Receiver, Agency and the client type left out, as on a client's board */
                        client_columns: boolean;
                        addresses: string[];
                        /** @description 0 = Sunday … 6 = Saturday, in the port's time zone */
                        weekdays: number[];
                        /** @description HH:MM in the port's time zone */
                        send_at: string;
                        /** @description The e-mail's text; null: the E-mail information text */
                        intro: string | null;
                        porto: {
                            id: number;
                            name: string;
                            time_zone: string;
                        };
                        carga_tipo: {
                            id: number;
                            name: string;
                        };
                        schedule: string;
                        last_run: {
                            id: number;
                            local_day: string;
                            scheduled: boolean;
                            started_at: string;
                            sent: number;
                            failed: number;
                            note: string | null;
                        } | null;
                        runs: {
                            id: number;
                            local_day: string;
                            scheduled: boolean;
                            started_at: string;
                            sent: number;
                            failed: number;
                            note: string | null;
                            deliveries: {
                                address: string;
                                delivered: boolean;
                                detail: string | null;
                                at: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getDistributionListsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        porto_id: number;
                        carga_tipo_id: number;
                        filters: {
                            status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                            carga_id?: number[];
                            afretador_id?: number[];
                            recebedor_id?: number[];
                        };
                        /** @description Client columns: Receiver, Agency and the client type left out, as on a client's board */
                        client_columns: boolean;
                        addresses: string[];
                        /** @description 0 = Sunday … 6 = Saturday, in the port's time zone */
                        weekdays: number[];
                        /** @description HH:MM in the port's time zone */
                        send_at: string;
                        /** @description The e-mail's text; null: the E-mail information text */
                        intro: string | null;
                        porto: {
                            id: number;
                            name: string;
                            time_zone: string;
                        };
                        carga_tipo: {
                            id: number;
                            name: string;
                        };
                        schedule: string;
                        last_run: {
                            id: number;
                            local_day: string;
                            scheduled: boolean;
                            started_at: string;
                            sent: number;
                            failed: number;
                            note: string | null;
                        } | null;
                        runs: {
                            id: number;
                            local_day: string;
                            scheduled: boolean;
                            started_at: string;
                            sent: number;
                            failed: number;
                            note: string | null;
                            deliveries: {
                                address: string;
                                delivered: boolean;
                                detail: string | null;
                                at: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    putDistributionListsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    porto_id?: number;
                    carga_tipo_id?: number;
                    filters?: {
                        status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                        carga_id?: number[];
                        afretador_id?: number[];
                        recebedor_id?: number[];
                    };
                    /** @description Client columns: Receiver, Agency and the client type left out, as on a client's board */
                    client_columns?: boolean;
                    addresses?: string[];
                    /** @description 0 = Sunday … 6 = Saturday, in the port's time zone */
                    weekdays?: number[];
                    /** @description HH:MM in the port's time zone */
                    send_at?: string;
                    /** @description The e-mail's text; null: the E-mail information text */
                    intro?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        porto_id: number;
                        carga_tipo_id: number;
                        filters: {
                            status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                            carga_id?: number[];
                            afretador_id?: number[];
                            recebedor_id?: number[];
                        };
                        /** @description Client columns: Receiver, Agency and the client type left out, as on a client's board */
                        client_columns: boolean;
                        addresses: string[];
                        /** @description 0 = Sunday … 6 = Saturday, in the port's time zone */
                        weekdays: number[];
                        /** @description HH:MM in the port's time zone */
                        send_at: string;
                        /** @description The e-mail's text; null: the E-mail information text */
                        intro: string | null;
                        porto: {
                            id: number;
                            name: string;
                            time_zone: string;
                        };
                        carga_tipo: {
                            id: number;
                            name: string;
                        };
                        schedule: string;
                        last_run: {
                            id: number;
                            local_day: string;
                            scheduled: boolean;
                            started_at: string;
                            sent: number;
                            failed: number;
                            note: string | null;
                        } | null;
                        runs: {
                            id: number;
                            local_day: string;
                            scheduled: boolean;
                            started_at: string;
                            sent: number;
                            failed: number;
                            note: string | null;
                            deliveries: {
                                address: string;
                                delivered: boolean;
                                detail: string | null;
                                at: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteDistributionListsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postDistributionListsByIdSend: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        local_day: string;
                        scheduled: boolean;
                        started_at: string;
                        sent: number;
                        failed: number;
                        note: string | null;
                        deliveries: {
                            address: string;
                            delivered: boolean;
                            detail: string | null;
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getDistributionListsUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page in words saying it is done (and again, harmlessly, when it was done already) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page in words saying the link is not valid (cut short or changed) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postDistributionListsUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page in words saying it is done (and again, harmlessly, when it was done already) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page in words saying the link is not valid (cut short or changed) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getWatches: {
        parameters: {
            query?: {
                lineup_id?: number;
                terminal_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "row" | "terminal" | "view";
                        lineup_id: number | null;
                        terminal_id: number | null;
                        porto_id: number | null;
                        view: {
                            carga_tipo_id: number;
                            porto_id?: number[];
                            status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                            carga_id?: number[];
                            afretador_id?: number[];
                            recebedor_id?: number[];
                        } | null;
                        target: string;
                        name: string;
                        /**
                         * @description each: every status change; berthed_sailed: only berthing and sailing; none
                         * @enum {string}
                         */
                        status_changes: "each" | "berthed_sailed" | "none";
                        /** @description ETA, ETB or ETC moved by more than this many hours */
                        moved_hours: number | null;
                        /** @description A new call on the terminal or in the view */
                        new_calls: boolean;
                        /** @description A call removed */
                        removed: boolean;
                        /** @description Staff: tell when the terminal is not marked updated by HH:MM (port time, Mon–Fri) */
                        not_updated_by: string | null;
                        /** @enum {string} */
                        email: "off" | "immediate" | "hourly" | "daily";
                        webhook_id: number | null;
                        created_at: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postWatches: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "row" | "terminal" | "view";
                    lineup_id?: number;
                    terminal_id?: number;
                    view?: {
                        carga_tipo_id: number;
                        porto_id?: number[];
                        status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                        carga_id?: number[];
                        afretador_id?: number[];
                        recebedor_id?: number[];
                    };
                    name?: string;
                    /**
                     * @description each: every status change; berthed_sailed: only berthing and sailing; none
                     * @enum {string}
                     */
                    status_changes?: "each" | "berthed_sailed" | "none";
                    /** @description ETA, ETB or ETC moved by more than this many hours */
                    moved_hours?: number | null;
                    /** @description A new call on the terminal or in the view */
                    new_calls?: boolean;
                    /** @description A call removed */
                    removed?: boolean;
                    /** @description Staff: tell when the terminal is not marked updated by HH:MM (port time, Mon–Fri) */
                    not_updated_by?: string | null;
                    /** @enum {string} */
                    email?: "off" | "immediate" | "hourly" | "daily";
                    webhook_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "row" | "terminal" | "view";
                        lineup_id: number | null;
                        terminal_id: number | null;
                        porto_id: number | null;
                        view: {
                            carga_tipo_id: number;
                            porto_id?: number[];
                            status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                            carga_id?: number[];
                            afretador_id?: number[];
                            recebedor_id?: number[];
                        } | null;
                        target: string;
                        name: string;
                        /**
                         * @description each: every status change; berthed_sailed: only berthing and sailing; none
                         * @enum {string}
                         */
                        status_changes: "each" | "berthed_sailed" | "none";
                        /** @description ETA, ETB or ETC moved by more than this many hours */
                        moved_hours: number | null;
                        /** @description A new call on the terminal or in the view */
                        new_calls: boolean;
                        /** @description A call removed */
                        removed: boolean;
                        /** @description Staff: tell when the terminal is not marked updated by HH:MM (port time, Mon–Fri) */
                        not_updated_by: string | null;
                        /** @enum {string} */
                        email: "off" | "immediate" | "hourly" | "daily";
                        webhook_id: number | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    putWatchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /**
                     * @description each: every status change; berthed_sailed: only berthing and sailing; none
                     * @enum {string}
                     */
                    status_changes?: "each" | "berthed_sailed" | "none";
                    /** @description ETA, ETB or ETC moved by more than this many hours */
                    moved_hours?: number | null;
                    /** @description A new call on the terminal or in the view */
                    new_calls?: boolean;
                    /** @description A call removed */
                    removed?: boolean;
                    /** @description Staff: tell when the terminal is not marked updated by HH:MM (port time, Mon–Fri) */
                    not_updated_by?: string | null;
                    /** @enum {string} */
                    email?: "off" | "immediate" | "hourly" | "daily";
                    webhook_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "row" | "terminal" | "view";
                        lineup_id: number | null;
                        terminal_id: number | null;
                        porto_id: number | null;
                        view: {
                            carga_tipo_id: number;
                            porto_id?: number[];
                            status?: ("Loading" | "Discharging" | "Waiting" | "Expected" | "Sailed" | "POB hh:mm lt")[];
                            carga_id?: number[];
                            afretador_id?: number[];
                            recebedor_id?: number[];
                        } | null;
                        target: string;
                        name: string;
                        /**
                         * @description each: every status change; berthed_sailed: only berthing and sailing; none
                         * @enum {string}
                         */
                        status_changes: "each" | "berthed_sailed" | "none";
                        /** @description ETA, ETB or ETC moved by more than this many hours */
                        moved_hours: number | null;
                        /** @description A new call on the terminal or in the view */
                        new_calls: boolean;
                        /** @description A call removed */
                        removed: boolean;
                        /** @description Staff: tell when the terminal is not marked updated by HH:MM (port time, Mon–Fri) */
                        not_updated_by: string | null;
                        /** @enum {string} */
                        email: "off" | "immediate" | "hourly" | "daily";
                        webhook_id: number | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteWatchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Older than this notification id */
                before?: number;
                unread?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            watch_id: number | null;
                            event_id: number | null;
                            /** @enum {string} */
                            kind: "status" | "moved" | "new_call" | "removed" | "not_updated" | "test";
                            lineup_id: number | null;
                            porto_id: number;
                            terminal_id: number;
                            carga_tipo_id: number | null;
                            port: string;
                            terminal: string;
                            vessel: string | null;
                            field: string | null;
                            before: string | null;
                            after: string | null;
                            text: string;
                            by: string | null;
                            at: string;
                            read: boolean;
                        }[];
                        unread: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: number[];
                    all?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getWatchesUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page in words saying it is done (and again, harmlessly, when it was done already) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page in words saying the link is not valid (cut short or changed) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postWatchesUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page in words saying it is done (and again, harmlessly, when it was done already) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page in words saying the link is not valid (cut short or changed) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description https:// (http:// only to loopback, for tests) */
                        url: string;
                        active: boolean;
                        allow_private: boolean;
                        paused_at: string | null;
                        failing_since: string | null;
                        created_at: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description https:// (http:// only to loopback, for tests) */
                    url: string;
                    /** @description Admins only: may reach private networks */
                    allow_private?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description https:// (http:// only to loopback, for tests) */
                        url: string;
                        active: boolean;
                        allow_private: boolean;
                        paused_at: string | null;
                        failing_since: string | null;
                        created_at: string;
                        secret: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description https:// (http:// only to loopback, for tests) */
                        url: string;
                        active: boolean;
                        allow_private: boolean;
                        paused_at: string | null;
                        failing_since: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    putWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description https:// (http:// only to loopback, for tests) */
                    url?: string;
                    /** @description false pauses it; true resumes a paused one */
                    active?: boolean;
                    /** @description Admins only: may reach private networks */
                    allow_private?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description https:// (http:// only to loopback, for tests) */
                        url: string;
                        active: boolean;
                        allow_private: boolean;
                        paused_at: string | null;
                        failing_since: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getWebhooksByIdDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        event_id: number | null;
                        /** @enum {string} */
                        kind: "status" | "moved" | "new_call" | "removed" | "not_updated" | "test";
                        /**
                         * @description pending: to be tried (again); failed: given up
                         * @enum {string}
                         */
                        state: "pending" | "delivered" | "failed";
                        attempts: number;
                        response_status: number | null;
                        response_excerpt: string | null;
                        error: string | null;
                        created_at: string;
                        last_attempt_at: string | null;
                        next_attempt_at: string | null;
                        delivered_at: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postWebhooksByIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        event_id: number | null;
                        /** @enum {string} */
                        kind: "status" | "moved" | "new_call" | "removed" | "not_updated" | "test";
                        /**
                         * @description pending: to be tried (again); failed: given up
                         * @enum {string}
                         */
                        state: "pending" | "delivered" | "failed";
                        attempts: number;
                        response_status: number | null;
                        response_excerpt: string | null;
                        error: string | null;
                        created_at: string;
                        last_attempt_at: string | null;
                        next_attempt_at: string | null;
                        delivered_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    postWebhooksByIdDeliveriesByDeliveryIdRedeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        event_id: number | null;
                        /** @enum {string} */
                        kind: "status" | "moved" | "new_call" | "removed" | "not_updated" | "test";
                        /**
                         * @description pending: to be tried (again); failed: given up
                         * @enum {string}
                         */
                        state: "pending" | "delivered" | "failed";
                        attempts: number;
                        response_status: number | null;
                        response_excerpt: string | null;
                        error: string | null;
                        created_at: string;
                        last_attempt_at: string | null;
                        next_attempt_at: string | null;
                        delivered_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getStatisticsCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        porto: {
                            id: number;
                            name: string;
                        };
                        /** @description Rows Loading or Discharging (notes aside) */
                        berthed: number;
                        /** @description Rows Waiting */
                        waiting: number;
                        /** @description Rows Expected */
                        expected: number;
                    }[];
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsWaitingTimes: {
        parameters: {
            query: {
                /** @description First day of the period (YYYY-MM-DD, each port's local day) in which the calls berthed */
                from: string;
                /** @description Last day of the period (YYYY-MM-DD, each port's local day), included */
                to: string;
                /** @description terminal, carga (comm), afretador (charterer) or porto (port) */
                group_by?: "terminal" | "carga" | "afretador" | "porto";
                porto_id?: number[];
                carga_id?: number[];
                /** @description `xlsx` answers with the table as a spreadsheet */
                format?: "json" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Id of the terminal, comm, charterer or port (null: calls without a comm or charterer) */
                            key: number | null;
                            /** @description Its name (a terminal's with its port) */
                            name: string;
                            /** @description Calls that first berthed in the period after waiting */
                            calls: number;
                            /** @description Of those, the calls whose berthing came from their dates alone */
                            calls_from_dates: number;
                            /** @description Mean waiting time in days (0.01 day) */
                            mean_days: number;
                            /** @description Median waiting time in days, interpolated */
                            median_days: number;
                            /** @description 90th percentile of the waiting times in days, interpolated */
                            p90_days: number;
                        }[];
                        /** @description Calls counted in this answer whose timings came from recorded status changes (`lineup_events`); a call with both counts here */
                        calls_from_history: number;
                        /** @description Calls counted in this answer from their dates alone: rows with no recorded status change then (before their baseline, or inserted without history), arrived at ETA, berthed at ETB and sailed at ETC as far as their status says */
                        calls_from_dates: number;
                        /** @description The ports this answer covers (those the person may see, within `porto_id`), each with the time zone its calls' days are counted in */
                        time_zones: {
                            /** @description Id of the port */
                            id: number;
                            /** @description Name of the port */
                            name: string;
                            /** @description IANA time zone, such as America/Manaus */
                            time_zone: string;
                        }[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsLineupCounts: {
        parameters: {
            query: {
                /** @description First day of the period (YYYY-MM-DD, each port's local day) */
                from: string;
                /** @description Last day (YYYY-MM-DD, each port's local day), included; at most 366 days after the first */
                to: string;
                porto_id?: number[];
                carga_id?: number[];
                /** @description `xlsx` answers with the table as a spreadsheet */
                format?: "json" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description One entry per day of the period, in order */
                        data: {
                            /**
                             * Format: date
                             * @description The day (each port's local day)
                             */
                            day: string;
                            /** @description Calls whose status at the end of the day was Loading or Discharging */
                            berthed: number;
                            /** @description Calls whose status at the end of the day was Waiting */
                            waiting: number;
                            /** @description Calls whose status at the end of the day was Expected */
                            expected: number;
                        }[];
                        /** @description Calls counted in this answer whose timings came from recorded status changes (`lineup_events`); a call with both counts here */
                        calls_from_history: number;
                        /** @description Calls counted in this answer from their dates alone: rows with no recorded status change then (before their baseline, or inserted without history), arrived at ETA, berthed at ETB and sailed at ETC as far as their status says */
                        calls_from_dates: number;
                        /** @description The ports this answer covers (those the person may see, within `porto_id`), each with the time zone its calls' days are counted in */
                        time_zones: {
                            /** @description Id of the port */
                            id: number;
                            /** @description Name of the port */
                            name: string;
                            /** @description IANA time zone, such as America/Manaus */
                            time_zone: string;
                        }[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsBerthOccupancy: {
        parameters: {
            query: {
                /** @description First day of the period (YYYY-MM-DD, each port's local day) */
                from: string;
                /** @description Last day (YYYY-MM-DD, each port's local day), included; at most 92 days after the first */
                to: string;
                porto_id?: number[];
                carga_id?: number[];
                /** @description `xlsx` answers with one row per call as a spreadsheet */
                format?: "json" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description One entry per berth with calls in the period, by port, terminal and berth */
                        data: {
                            berth: {
                                /** @description Id of the berth; null for the terminal's calls without a berth */
                                id: number | null;
                                /** @description Name of the berth ("No berth given" for calls without one) */
                                name: string;
                            };
                            terminal: {
                                /** @description Id of the terminal */
                                id: number;
                                /** @description Name of the terminal */
                                name: string;
                            };
                            port: {
                                /** @description Id of the port */
                                id: number;
                                /** @description Name of the port */
                                name: string;
                                /** @description The port's IANA time zone: the period's days and the calls' times are in it */
                                time_zone: string;
                            };
                            /** @description The calls at this berth in the period, by start */
                            calls: {
                                /** @description Id of the line-up row */
                                lineup_id: number;
                                /** @description Name of the vessel; null when none is given */
                                vessel: string | null;
                                /** @description The comm; null when none is given */
                                commodity: {
                                    id: number;
                                    name: string;
                                    /** @description The comm's colour (#rrggbb) */
                                    color: string;
                                } | null;
                                /**
                                 * Format: date-time
                                 * @description When the call first became Loading or Discharging, with its port's offset (2026-11-10T22:30:00.000-04:00)
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description When it first became Sailed after that, or its row was deleted; null: still at its berth (neither has happened)
                                 */
                                end: string | null;
                                /** @description It berthed before the period's first day (the timeline starts its bar at the period) */
                                clipped_start: boolean;
                                /** @description It was still at its berth after the period's last day, or still is (the timeline ends its bar at the period) */
                                clipped_end: boolean;
                                /** @description Its berthing (and sailing, if any) came from its dates alone, not from recorded status changes */
                                from_dates: boolean;
                            }[];
                        }[];
                        /** @description Calls counted in this answer whose timings came from recorded status changes (`lineup_events`); a call with both counts here */
                        calls_from_history: number;
                        /** @description Calls counted in this answer from their dates alone: rows with no recorded status change then (before their baseline, or inserted without history), arrived at ETA, berthed at ETB and sailed at ETC as far as their status says */
                        calls_from_dates: number;
                        /** @description The ports this answer covers (those the person may see, within `porto_id`), each with the time zone its calls' days are counted in */
                        time_zones: {
                            /** @description Id of the port */
                            id: number;
                            /** @description Name of the port */
                            name: string;
                            /** @description IANA time zone, such as America/Manaus */
                            time_zone: string;
                        }[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsVolumes: {
        parameters: {
            query: {
                /** @description First day (YYYY-MM-DD, each port's local day) of the period in which the calls sailed */
                from: string;
                /** @description Last day (YYYY-MM-DD, each port's local day), included; at most 371 days after the first by week, 1096 by month */
                to: string;
                /** @description week (ISO weeks, from Monday) or month, in each port's local time */
                interval?: "week" | "month";
                porto_id?: number[];
                /** @description Commodities counted: a row's or a split line's */
                carga_id?: number[];
                /** @description `xlsx` answers with the table as a spreadsheet */
                format?: "json" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The first day of every week (Monday) or month the period touches, in order, with cargo or not */
                        periods: string[];
                        /** @description One entry per period, commodity and unit with cargo; by period, commodity name and unit */
                        data: {
                            /**
                             * Format: date
                             * @description First day of the week (Monday) or month in which the calls sailed
                             */
                            period_start: string;
                            carga: {
                                /** @description null: cargo without a commodity */
                                id: number | null;
                                name: string;
                                /** @description The comm's colour (#rrggbb); null without a commodity */
                                color: string | null;
                            };
                            /** @description Unit of the quantities, `t` or `m³` (a commodity carried in both has one entry per unit) */
                            unit: string;
                            /** @description Quantity loaded (calls whose last berthing status before sailing was Loading) */
                            loaded: number;
                            /** @description Quantity discharged (last berthing status Discharging) */
                            discharged: number;
                            /** @description Calls that carried this commodity in this unit and sailed in the period */
                            calls: number;
                        }[];
                        /** @description Calls counted in this answer whose timings came from recorded status changes (`lineup_events`); a call with both counts here */
                        calls_from_history: number;
                        /** @description Calls counted in this answer from their dates alone: rows with no recorded status change then (before their baseline, or inserted without history), arrived at ETA, berthed at ETB and sailed at ETC as far as their status says */
                        calls_from_dates: number;
                        /** @description The ports this answer covers (those the person may see, within `porto_id`), each with the time zone its calls' days are counted in */
                        time_zones: {
                            /** @description Id of the port */
                            id: number;
                            /** @description Name of the port */
                            name: string;
                            /** @description IANA time zone, such as America/Manaus */
                            time_zone: string;
                        }[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getMeWeeklyReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            porto: {
                                id: number;
                                name: string;
                            };
                            carga_tipo: {
                                id: number;
                                name: string;
                            };
                            /** @description When it was made (ISO date-time) */
                            created_at: string;
                        }[];
                        options: {
                            /** @description The ports the user may subscribe to (those whose line-ups they see) */
                            portos: {
                                id: number;
                                name: string;
                            }[];
                            /** @description The comm types they may subscribe to (clients: the types of their comms) */
                            cargas_tipos: {
                                id: number;
                                name: string;
                            }[];
                        };
                        /** @description When the reports go out ("Mondays at 07:00 UTC", "Mondays at 08:30 America/Sao_Paulo"); null: WEEKLY_REPORT_AT=off */
                        schedule: string | null;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postMeWeeklyReports: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    porto_id: number;
                    carga_tipo_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        porto: {
                            id: number;
                            name: string;
                        };
                        carga_tipo: {
                            id: number;
                            name: string;
                        };
                        /** @description When it was made (ISO date-time) */
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        porto: {
                            id: number;
                            name: string;
                        };
                        carga_tipo: {
                            id: number;
                            name: string;
                        };
                        /** @description When it was made (ISO date-time) */
                        created_at: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteMeWeeklyReportsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getWeeklyReportsUnsubscribe: {
        parameters: {
            query: {
                /** @description The signed token of the e-mail's unsubscribe link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page in words saying it is done (and again, harmlessly, when it was done already) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page in words saying the link is not valid (cut short or changed) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postWeeklyReportsUnsubscribe: {
        parameters: {
            query: {
                /** @description The signed token of the e-mail's unsubscribe link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page in words saying it is done (and again, harmlessly, when it was done already) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page in words saying the link is not valid (cut short or changed) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getDisplays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            /** @description Seconds each terminal stays on screen */
                            rotate_seconds: number;
                            created_at: string;
                            /** @description When it was revoked; null while it works */
                            revoked_at: string | null;
                            /** @description The ports it shows */
                            portos: {
                                id: number;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postDisplays: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    porto_ids: number[];
                    rotate_seconds?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        token: string;
                        /** @description The wall's address in the web app: /wall/{token} */
                        url: string;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteDisplaysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    getWall: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        rotate_seconds: number;
                        portos: {
                            id: number;
                            name: string;
                            time_zone: string;
                            terminais: {
                                id: number;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postAdminBackupsSnapshot: {
        parameters: {
            query?: {
                /** @description Put the server's JWT secret in the backup (only with the local token) */
                jwt_secret?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backup file, lineup-backup-{UTC time}.ndjson.gz */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": string;
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getAdminBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Scheduled backups, newest first */
                        data: {
                            name: string;
                            /** @description Bytes */
                            size: number;
                            /** @description ISO date-time */
                            created_at: string;
                        }[];
                        /** @description When scheduled backups run ("every day at 03:00 UTC"); null: BACKUP_AT is off */
                        schedule: string | null;
                        /** @description How many are kept (BACKUP_KEEP) */
                        keep: number;
                        /** @description The last backup that failed, until one succeeds */
                        last_failure: {
                            at: string;
                            message: string;
                        } | null;
                    };
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getAdminBackupsByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backup file as the schedule wrote it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": string;
                };
            };
            /** @description No valid session: the bearer token is missing, expired or ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The user's role or scope does not allow it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `errors` lists the messages by field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getAdminConsistency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checked_at: string;
                        checks: {
                            /** @description comm_not_handled, comm_type_mismatch, port_mismatch, berth_elsewhere, duplicate_imo or similar_names */
                            id: string;
                            title: string;
                            /** @description What to do about it, in the words of the screens */
                            fix: string;
                            /** @description How many there are in all */
                            count: number;
                            /** @description The first 100 */
                            items: {
                                [key: string]: unknown;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
}
