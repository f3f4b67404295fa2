import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";

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

const KEY = ["me", "api-tokens"];

export function useApiTokens() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiRequest<{ data: ApiToken[] }>("/me/api-tokens", { silent: true }),
    retry: false,
  });
}

/** Makes a token: the answer's `token` is the token itself, shown this once. */
export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewApiToken) =>
      apiRequest<ApiToken & { token: string }>("/me/api-tokens", { method: "POST", body, silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/me/api-tokens/${id}`, { method: "DELETE", silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
