import { dayInZone } from "@lineup/shared";
import { useEffect, useState } from "react";

/** How often an open board looks at its port's day: it moves to the next one within a minute of the port's midnight. */
const LOOK_EVERY_MS = 60_000;

const dayAt = (zone: string, asOf: string | null) => dayInZone(asOf === null ? Date.now() : Date.parse(asOf), zone);

/**
 * The day at a port (YYYY-MM-DD in its time zone, not the reader's nor UTC's), which moves on by itself while the
 * board stays open; on a past board (`asOf`), the day it shows there.
 */
export function usePortDay(zone: string, asOf: string | null): string {
  const [day, setDay] = useState(() => dayAt(zone, asOf));
  useEffect(() => {
    setDay(dayAt(zone, asOf));
    if (asOf !== null) return;
    const timer = setInterval(() => setDay(dayAt(zone, null)), LOOK_EVERY_MS);
    return () => clearInterval(timer);
  }, [zone, asOf]);
  return day;
}
