/** Everything the dealer portal serves lives under this path: its pages, its cookies, the links in dealers' notices. */
export const PORTAL_PATH = "/dealer";
