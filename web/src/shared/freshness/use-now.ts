import { useEffect, useState } from "react";

/** The current time, ticking every `everyMs` (relative times such as "2 h ago" keep up by themselves). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
