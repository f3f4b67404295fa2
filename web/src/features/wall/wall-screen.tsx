import { Box, Text } from "@mantine/core";
import { useCallback, useRef, useState } from "react";
import { WALL_HEAD_PX, WALL_ROW_PX } from "./wall-table";

/** How many rows fit the element's height, followed as the screen resizes. */
export function useRowsThatFit() {
  const [height, setHeight] = useState(0);
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!el) return;
    const measure = () => {
      setHeight(el.clientHeight);
      setWidth(el.clientWidth);
    };
    observer.current = new ResizeObserver(measure);
    observer.current.observe(el);
    measure();
  }, []);
  // A row's bottom border adds a pixel.
  const perPage = height ? Math.max(1, Math.floor((height - WALL_HEAD_PX) / (WALL_ROW_PX + 1))) : 10;
  return { ref, perPage, width };
}

/** "Not updated today" on the wall: dark text on pale amber, readable from across a room. */
export function WallStale() {
  return (
    <Text span inherit fw={800} ml="sm" className="freshness-stale">
      Not updated today
    </Text>
  );
}

/** One of the counts above the table, readable from across a room. */
export function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Box bg="dark.6" p="sm" style={{ borderRadius: 8 }} aria-label={`${label}: ${value ?? "unknown"}`}>
      <Text fz={22} fw={600} c="gray.3">
        {label}
      </Text>
      <Text fz={52} fw={800} lh={1}>
        {value ?? "–"}
      </Text>
    </Box>
  );
}

/**
 * The legend of the columns left out to fit the screen, beside the counts: as tall
 * as a count (two short lines at most), so its coming and going never changes how
 * many rows a page holds.
 */
export function NotShown({ columns }: { columns: string[] }) {
  return (
    <Box
      bg="dark.6"
      p="sm"
      style={{ borderRadius: 8 }}
      role="note"
      aria-label={`Not shown on this screen: ${columns.join(", ")}`}
    >
      <Text fz={22} fw={600} c="gray.3">
        NOT SHOWN HERE
      </Text>
      <Text fz={24} fw={700} lh={1}>
        {columns.join(", ")}
      </Text>
    </Box>
  );
}
