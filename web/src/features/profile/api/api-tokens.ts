import { useAddToMyList, useMyList, useRemoveFromMyList } from "./my-list";

/** One of my personal API tokens (`GET /me/api-tokens`): never the token itself. */
export interface ApiToken {
  id: number;
  name: string;
  prefix: string;
  access: "read" | "write";
  expires_at: string | null;
  last_used_at: string | null;
  last_used_from: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface NewApiToken {
  name: string;
  access: "read" | "write";
  expires_at?: string;
}

/** My tokens, the revoked and expired ones too. */
export const useApiTokens = () => useMyList<{ data: ApiToken[] }>("api-tokens");

/** Makes a token: the answer's `token` is the token itself, shown this once. */
export const useCreateApiToken = () => useAddToMyList<NewApiToken, ApiToken & { token: string }>("api-tokens");

export const useRevokeApiToken = () => useRemoveFromMyList("api-tokens");
