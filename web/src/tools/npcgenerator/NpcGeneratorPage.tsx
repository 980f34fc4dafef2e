import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function NpcGeneratorPage() {
  return (
    <Placeholder
      items={[
        "Roll an NPC: ancestry, name, occupation, stat array, traits and a hook.",
        "Save the result as an NPC when signed in.",
      ]}
    />
  );
}
