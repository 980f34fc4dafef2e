import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function CharBuilderPage() {
  return (
    <Placeholder
      items={[
        "Build a character step by step: ancestry, class, abilities, background, equipment, spells.",
        "A printable character sheet.",
        "Opening a character by its id edits it.",
      ]}
    />
  );
}
