/** Everything the FMO console serves lives under this path: its pages, its cookies, the sign-in links e-mailed to FMO staff. */
export const CONSOLE_PATH = "/console";
