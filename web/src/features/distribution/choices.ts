import { isPortScoped, type PolicyUser } from "@lineup/shared";

/** An option of a Select: the id as text and the name shown. */
export interface Choice {
  value: string;
  label: string;
}

interface Named {
  id: number;
  name: string;
}

const choiceOf = ({ id, name }: Named): Choice => ({ value: String(id), label: name });

/** The saved list's own port or comm type stays a choice even when it is no longer offered, so the form shows it. */
const withCurrent = (items: readonly Named[], current?: Named) =>
  current && !items.some((item) => item.id === current.id) ? [...items, current] : items;

/**
 * The ports a list may name: those whose line-up the user keeps (every port for an admin; the
 * assigned ones for a basic admin or an operator, as the server checks), plus the list's own.
 */
export function portChoices(
  ports: readonly Named[],
  user: PolicyUser & { portos: readonly { id: number }[] },
  current?: Named,
): Choice[] {
  const kept = isPortScoped(user) ? ports.filter((port) => user.portos.some((p) => p.id === port.id)) : ports;
  return withCurrent(kept, current).map(choiceOf);
}

/** The comm types a list may name, plus the list's own. */
export function commTypeChoices(types: readonly Named[], current?: Named): Choice[] {
  return withCurrent(types, current).map(choiceOf);
}

/**
 * The time zone of a port, for the form's "in America/Sao_Paulo": from the port's option when it
 * carries one, else from a list of that port already read (the one edited, the lists page's).
 */
export function zoneOfPort(
  portId: number,
  ports: readonly { id: number; time_zone?: string }[],
  lists: readonly { porto: { id: number; time_zone: string } }[],
): string | undefined {
  return (
    ports.find((port) => port.id === portId)?.time_zone ??
    lists.find((list) => list.porto.id === portId)?.porto.time_zone
  );
}
