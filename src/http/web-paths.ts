import { CONSOLE_PATH } from "../notices/console-path";
import { PORTAL_PATH } from "../notices/portal-path";

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** The dealer portal's paths (`/dealer`, `/dealer/...`). */
export const isPortalPath = (path: string) => under(path, PORTAL_PATH);

/** The FMO console's paths (`/console`, `/console/...`). */
export const isConsolePath = (path: string) => under(path, CONSOLE_PATH);

/** What the web Worker answers: the dealer portal's and the FMO console's pages. */
export const isWebPath = (path: string) => isPortalPath(path) || isConsolePath(path);
