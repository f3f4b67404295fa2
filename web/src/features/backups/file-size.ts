const UNITS = ["bytes", "kB", "MB", "GB"];

/** "14.4 MB": decimal units, one decimal from kB on. */
export function fileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit ? value.toFixed(1) : value} ${UNITS[unit]}`;
}
