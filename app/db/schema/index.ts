export * from "./audit";
export * from "./auth";
export * from "./learning";
export * from "./rate-limits";
export * from "./site";
