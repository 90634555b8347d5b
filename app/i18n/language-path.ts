/** Where the language switcher posts (one address for every language: it is not a page). */
export const LANGUAGE_PATH = "/language";
