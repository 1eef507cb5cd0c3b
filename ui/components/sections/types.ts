/** The props of one section component: its own variant of the CMS section union. */
import type { Section } from "../../../contract/model/articles";

export type SectionOf<K extends Section["__component"]> = { section: Extract<Section, { __component: K }> };
