import { Type, type Static } from "typebox";
import { MAX_PAGE_SIZE, PAGE_SIZE, isOneOf } from "@lineup/shared";

/** Query parameters every list route accepts. */
export const PagingQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  campo: Type.Optional(Type.String({ maxLength: 64 })),
  ordem: Type.Optional(
    Type.Union([Type.Literal("asc"), Type.Literal("desc"), Type.Literal("ASC"), Type.Literal("DESC")]),
  ),
});
export type PagingQuery = Static<typeof PagingQuery>;

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
}

export function paging(query: PagingQuery): Paging {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? PAGE_SIZE;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** The list envelope of DESIGN.md: `{ data, page, last_page, per_page, total }`. */
export function pageOf<T>(data: T[], total: number, p: Paging) {
  return { data, page: p.page, last_page: Math.max(1, Math.ceil(total / p.perPage)), per_page: p.perPage, total };
}

/** Response schema of a paged list of `item`. */
export const PageOf = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    page: Type.Integer(),
    last_page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
  });

/**
 * Picks the sort column from `orderBy[campo]`/`campo` against an allow-list;
 * unknown columns fall back to the default so no input can break the query.
 */
export function ordering<K extends string>(
  query: { campo?: string; ordem?: string },
  allowed: readonly K[],
  fallback: K,
): { column: K; direction: "asc" | "desc" } {
  const column = isOneOf(allowed)(query.campo) ? query.campo : fallback;
  return { column, direction: query.ordem?.toLowerCase() === "desc" ? "desc" : "asc" };
}
