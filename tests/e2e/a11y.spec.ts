import { testAxeOnPages } from "./support/axe";

const PAGES = ["/", "/login", "/register", "/password-reset", "/verify", "/no-such-page"];

testAxeOnPages((width) => `accessibility at ${width}px`, PAGES);
