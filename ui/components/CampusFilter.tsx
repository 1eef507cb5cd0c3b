/** A list's campus filter: a GET form with one dropdown, the list's other filters kept as hidden fields; no JavaScript needed. */

interface CampusFilterProps {
  /** The list's address. */
  action: string;
  /** The other filters in use, as the form sends them back. */
  kept: [name: string, value: string][];
  campuses: { slug: string; title: string }[];
  chosen: string | null;
  id: string;
  labels: { campus: string; all: string; apply: string };
}

export function CampusFilter({ action, kept, campuses, chosen, id, labels }: CampusFilterProps) {
  return (
    <form className="campus-filter" method="get" action={action}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{labels.campus}</label>
      <select id={id} name="campus" defaultValue={chosen ?? ""}>
        <option value="">{labels.all}</option>
        {campuses.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.title}
          </option>
        ))}
      </select>
      <button type="submit" className="campus-filter__apply">
        {labels.apply}
      </button>
    </form>
  );
}
