import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function BestiaryPage() {
  return (
    <Placeholder
      items={[
        "The creatures of Elthelas, each with its full stat block.",
        "Filter by challenge rating, type, size and habitat.",
        "Dice in stat blocks roll with a click.",
      ]}
    />
  );
}
