import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function EcosystemsPage() {
  return (
    <Placeholder
      items={[
        "The ecosystems of Materia and what lives in each.",
        "Biomes with their climate and resources.",
        "Links to the creatures found there.",
      ]}
    />
  );
}
