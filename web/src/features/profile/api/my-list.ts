import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";

/** A list of mine under `/me/{list}` (`api-tokens`, `weekly-reports`), read without retrying: its card says why. */
export function useMyList<T>(list: string) {
  return useQuery({
    queryKey: ["me", list],
    queryFn: () => apiRequest<T>(`/me/${list}`, { silent: true }),
    retry: false,
  });
}

/** A change to a list of mine, after which the list is read again however it ended. */
function useMyListChange<P, R>(list: string, change: (payload: P) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: ["me", list] }),
  });
}

/** Adds an item to a list of mine (`POST /me/{list}`): the answer is the item made. */
export const useAddToMyList = <B, R>(list: string) =>
  useMyListChange(list, (body: B) => apiRequest<R>(`/me/${list}`, { method: "POST", body, silent: true }));

/** Removes an item from a list of mine (`DELETE /me/{list}/{id}`). */
export const useRemoveFromMyList = (list: string) =>
  useMyListChange(list, (id: number) => apiRequest<void>(`/me/${list}/${id}`, { method: "DELETE", silent: true }));
