import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

/** A list of mine under `/me/{list}`. */
export type MyList = "api-tokens" | "weekly-reports";

/** A list of mine read by `read` (`GET /me/{list}`), without retrying: its card says why. */
export function useMyList<T>(list: MyList, read: () => Promise<T>) {
  return useQuery({ queryKey: ["me", list], queryFn: read, retry: false });
}

/** A change to a list of mine, after which the list is read again however it ended. */
function useMyListChange<P, R>(list: MyList, change: (payload: P) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: ["me", list] }),
  });
}

/** Adds an item to a list of mine (`add` posts it to `/me/{list}`): the answer is the item made. */
export const useAddToMyList = <B, R>(list: MyList, add: (body: B) => Promise<R>) => useMyListChange(list, add);

/** Removes an item from a list of mine (`remove` deletes `/me/{list}/{id}`). */
export const useRemoveFromMyList = <R>(list: MyList, remove: (id: number) => Promise<R>) =>
  useMyListChange(list, remove);
