import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function TreasurePage() {
  return (
    <Placeholder
      items={[
        "Random treasure by challenge rating: coins, gems, art objects and magic items.",
        "Individual treasure and hoards.",
        "Each item links to its catalogue entry.",
      ]}
    />
  );
}
