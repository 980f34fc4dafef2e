import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function CreatureBuilderPage() {
  return (
    <Placeholder
      items={[
        "Build a creature with a live stat block and its challenge rating worked out.",
        "Save creatures to your account and share them.",
        "Opening a creature by its id edits it.",
      ]}
    />
  );
}
