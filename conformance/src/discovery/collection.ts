/** The suite reads reference collections as the clients do: the reading lives in the spec package. */
export { CATEGORY_PATHS, COLLECTION_SHAPE, POSITION_TYPES_PATH, readCollection } from "@jobs-toolkit/spec";
