import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function ClassesPage() {
  return (
    <Placeholder
      items={[
        "Each class with hit die, proficiencies and features by level.",
        "Subclasses with their features.",
        "Spell slots and class resources by level.",
      ]}
    />
  );
}
