import { PAGE_LINKS } from "@lineup/shared";
import { Button, Group, Text } from "@mantine/core";

/** First page of the window of at most PAGE_LINKS page links, centred on the current page. */
export function firstPageLink(page: number, lastPage: number): number {
  const half = Math.floor(PAGE_LINKS / 2);
  return Math.max(1, Math.min(page - half, lastPage - PAGE_LINKS + 1));
}

interface ListPagerProps {
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
  onChange: (page: number) => void;
}

/** "21–40 of 57" with previous/next and up to five page links (spec.md section 9). */
export function ListPager({ page, lastPage, total, perPage, onChange }: ListPagerProps) {
  if (total === 0) return null;
  const first = firstPageLink(page, lastPage);
  const pages = Array.from({ length: Math.min(PAGE_LINKS, lastPage - first + 1) }, (_, i) => first + i);
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return (
    <Group justify="space-between" mt="md" component="nav" aria-label="Pages">
      <Text size="sm" c="dimmed">
        {from}–{to} of {total}
      </Text>
      <Group gap={4}>
        <Button
          size="xs"
          variant="default"
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
          aria-label="Previous page"
        >
          ‹
        </Button>
        {pages.map((p) => (
          <Button
            key={p}
            size="xs"
            variant={p === page ? "filled" : "default"}
            aria-current={p === page ? "page" : undefined}
            onClick={() => onChange(p)}
          >
            {p}
          </Button>
        ))}
        <Button
          size="xs"
          variant="default"
          disabled={page >= lastPage}
          onClick={() => onChange(page + 1)}
          aria-label="Next page"
        >
          ›
        </Button>
      </Group>
    </Group>
  );
}
