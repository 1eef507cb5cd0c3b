/** Where an island stands in the server's page: its own HTML, rendered beforehand, inside the element the browser hydrates. */
import { useAtomValue } from "jotai";
import { ISLAND_ATTRIBUTE, type IslandName } from "../browser/names";
import { islandMarkupAtom } from "../state/document";

export function Island({ name }: { name: IslandName }) {
  const markup = useAtomValue(islandMarkupAtom)[name] ?? "";
  return <div {...{ [ISLAND_ATTRIBUTE]: name }} className="island" dangerouslySetInnerHTML={{ __html: markup }} />;
}
