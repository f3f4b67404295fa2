import { ROLE } from "@lineup/shared";
import { makeParties, makePort } from "../server/test/factories";
import { createUser, startApp } from "../server/test/helpers";

/** A board bench's start: the app on a database of its own, an admin, the reference parties and a port (`makePort`). */
export async function startBoardApp() {
  const t = await startApp({ accessTokenTtlSeconds: 3600 });
  try {
    const admin = await createUser(t.app, ROLE.admin);
    const parties = await makeParties(t.app);
    const place = await makePort(t.app);
    return { t, admin, parties, place };
  } catch (error) {
    await t.close();
    throw error;
  }
}
