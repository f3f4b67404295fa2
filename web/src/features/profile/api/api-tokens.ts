import type { NewApiToken } from "@lineup/shared/wire/api-tokens";
import { api } from "@/api/client";
import { useAddToMyList, useMyList, useRemoveFromMyList } from "./my-list";

export type { ApiToken } from "@lineup/shared/wire/api-tokens";

/** My tokens, the revoked and expired ones too. */
export const useApiTokens = () => useMyList("api-tokens", () => api("/me/api-tokens", { silent: true }));

/** Makes a token: the answer's `token` is the token itself, shown this once. */
export const useCreateApiToken = () =>
  useAddToMyList("api-tokens", (body: NewApiToken) => api("/me/api-tokens", { method: "POST", body, silent: true }));

export const useRevokeApiToken = () =>
  useRemoveFromMyList("api-tokens", (id: number) =>
    api("/me/api-tokens/{id}", { method: "DELETE", params: { id }, silent: true }),
  );
