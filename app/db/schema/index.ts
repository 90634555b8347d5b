export * from "./audit";
export * from "./auth";
export * from "./content-version";
export * from "./learning";
export * from "./outbox";
export * from "./payments";
export * from "./rate-limits";
export * from "./site";
