/** A line of the route table (core/routes.gen.ts, written by scripts/routes.mjs): its name, pattern and layout, as literal types. */
export type LayoutName = "default" | "dynamics" | "empty";

export interface RouteDef {
  name: string;
  pattern: string;
  layout: LayoutName;
}

/** The default layout is left out of the generated table: the table ships to the browser. */
export const routeLine = <N extends string, P extends string>(name: N, pattern: P, layout: LayoutName = "default") => ({ name, pattern, layout }) as const;
