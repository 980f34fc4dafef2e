import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function InjuryPage() {
  return (
    <Placeholder
      items={[
        "The lasting-injury tables by damage type.",
        "A roll button for each table, with the result highlighted.",
        "How and when injuries happen, and how they heal.",
      ]}
    />
  );
}
