import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function CosmologyPage() {
  return (
    <Placeholder
      items={[
        "The planes and powers around Materia.",
        "A map of the planes and how they connect.",
        "Notes on travelling between them.",
      ]}
    />
  );
}
