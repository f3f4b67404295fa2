import type { ReactNode } from "react";

/**
 * Outline shapes of the weather icons the server sends, drawn here so no emoji font is needed (wall PCs often lack
 * one).
 */
const SUN = (
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>
);
const CLOUD = <path d="M7 18h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6.1 11.1 3.5 3.5 0 0 0 7 18z" />;
const SHAPES: Record<string, ReactNode> = {
  sun: SUN,
  "cloud-sun": (
    <>
      <path d="M8 3v1.5M3.5 8H2M4.6 4.6l1 1M12.4 4.6l-1 1M5.5 10.5A3.5 3.5 0 0 1 11 6" />
      <path d="M9 20h9a3.5 3.5 0 0 0 .4-6.98A5 5 0 0 0 8.8 13.6 3.2 3.2 0 0 0 9 20z" />
    </>
  ),
  cloud: CLOUD,
  rain: (
    <>
      <path d="M7 15h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6.1 8.1 3.5 3.5 0 0 0 7 15z" />
      <path d="M8 18l-1 3M12 18l-1 3M16 18l-1 3" />
    </>
  ),
  storm: (
    <>
      <path d="M7 15h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6.1 8.1 3.5 3.5 0 0 0 7 15z" />
      <path d="M12.5 13l-2.5 4h3l-2 4" />
    </>
  ),
};

/** One day's weather icon; an icon name it does not know is shown as text. */
export function WeatherIcon({ icon }: { icon: string }) {
  const shape = SHAPES[icon];
  if (!shape) return <span>{icon}</span>;
  return (
    <svg
      role="img"
      aria-label={icon}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shape}
    </svg>
  );
}
