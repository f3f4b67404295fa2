/** The icons the board's weather strip draws (web/src/features/lineups/board/weather-icon.tsx). */
export type WeatherIcon = "sun" | "cloud-sun" | "cloud" | "rain" | "storm";

/**
 * The strip's icon for a WMO weather interpretation code, as Open-Meteo reports
 * them (`daily=weather_code`); undefined for a code WMO does not define.
 * Snow shows as rain: the strip has no snow icon, and what matters at a
 * berth is that something falls (loading stops either way).
 */
export function iconForWeatherCode(code: number): WeatherIcon | undefined {
  if (code === 0 || code === 1) return "sun"; // clear, mainly clear
  if (code === 2) return "cloud-sun"; // partly cloudy
  if (code === 3 || code === 45 || code === 48) return "cloud"; // overcast, fog
  if (DRIZZLE_RAIN_SNOW.has(code)) return "rain";
  if (code === 95 || code === 96 || code === 99) return "storm"; // thunderstorm, with hail
  return undefined;
}

/** Drizzle 51-57, rain 61-67, snow 71-77, rain showers 80-82, snow showers 85-86. */
const DRIZZLE_RAIN_SNOW = new Set([51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86]);
