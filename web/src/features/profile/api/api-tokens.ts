import type { ApiToken, CreatedApiToken, NewApiToken } from "@lineup/shared/wire/api-tokens";
import { useAddToMyList, useMyList, useRemoveFromMyList } from "./my-list";

export type { ApiToken } from "@lineup/shared/wire/api-tokens";

/** My tokens, the revoked and expired ones too. */
export const useApiTokens = () => useMyList<{ data: ApiToken[] }>("api-tokens");

/** Makes a token: the answer's `token` is the token itself, shown this once. */
export const useCreateApiToken = () => useAddToMyList<NewApiToken, CreatedApiToken>("api-tokens");

export const useRevokeApiToken = () => useRemoveFromMyList("api-tokens");
