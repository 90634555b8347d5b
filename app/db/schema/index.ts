export * from "./auth";
export * from "./learning";
export * from "./site";
