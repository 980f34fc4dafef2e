import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function SpellsPage() {
  return (
    <Placeholder
      items={[
        "Every spell in a sortable, filterable table: level, school, casting time, range, components, duration, ritual.",
        "Filters by class, level, school, ritual and source.",
        "Each spell opens its full description, with dice that roll with a click.",
      ]}
    />
  );
}
