// The enumerations the schema's check constraints are made from live beside them, in the schema;
// the rest of the app (the browser bundle included) reads them from here.
export * from "~/db/schema/enums";
