import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function AstronomyPage() {
  return (
    <Placeholder
      items={[
        "The sky over Elthelas: sun, moons, stars and their cycles.",
        "Moon phases through the year.",
        "Constellations and the omens read in them.",
      ]}
    />
  );
}
