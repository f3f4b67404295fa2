import { CLIENT_CLASS } from "./grid/row-style";
import { StatusPill, statusWords } from "./grid/status-pill";

// An Expected call whose ETA is today, for the example pill.
const EXAMPLE_DAY = "2000-01-01";

/**
 * What the table's colours mean, in words: the row background is the
 * agency's client type (staff only: clients do not see client types); the
 * status pills say their status, and "due" marks an Expected call whose ETA has come.
 */
export function BoardLegend({ client, agencyName }: { client: boolean; agencyName: string }) {
  const due = statusWords("Expected", null, EXAMPLE_DAY, EXAMPLE_DAY);
  return (
    <div className="lineup-legend board-phone-hidden" role="group" aria-label="Legend">
      {!client && (
        <>
          <span className="lineup-legend-title">{`Row colour = ${agencyName} client:`}</span>
          {Object.entries(CLIENT_CLASS).map(([type, className]) => (
            <span key={type} className="lineup-legend-item">
              <span className={`lineup-legend-swatch ${className}`} aria-hidden />
              {type}
            </span>
          ))}
        </>
      )}
      {due && (
        <span className="lineup-legend-item">
          <StatusPill words={due} />
          {"= its ETA has come"}
        </span>
      )}
    </div>
  );
}
