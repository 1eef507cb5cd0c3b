/** The catalogue by category, as the routes listing programmes group it (the network's catalogue, a campus's, the brochures). */
import { PROGRAM_CATEGORIES } from "../../core/dictionary";
import type { FormationSummary } from "../../contract/model/formations";
import type { FormationGroup } from "../../ui/components/CatalogueGroups";

/** Every programme of the network, grouped by category in the catalogue's order. */
export function byCategory(list: FormationSummary[]): FormationGroup[] {
  const known: readonly string[] = PROGRAM_CATEGORIES;
  const order = (category: string) => (known.includes(category) ? known.indexOf(category) : known.length);
  const categories = [...new Set(list.map((f) => f.category))].sort((a, b) => order(a) - order(b));
  return categories.map((category) => ({ category, formations: list.filter((f) => f.category === category) }));
}
