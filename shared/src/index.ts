export * from "./roles";
export * from "./constants";
export * from "./messages";
export * from "./policy";
export * from "./format";
export * from "./live";
export * from "./field-labels";
export * from "./board";
