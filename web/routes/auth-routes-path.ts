/** Where the account screens live: the root picks their half of the app by this prefix. */
export const AUTH_PATH_PREFIX = "/auth/";
