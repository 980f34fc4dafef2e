import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function GeographyPage() {
  return (
    <Placeholder
      items={[
        "The lands of Elthelas: continents, nations, cities, landmarks and natural features.",
        "A browsable list of places with their descriptions.",
        "Links between nations, their cities and their landmarks.",
      ]}
    />
  );
}
