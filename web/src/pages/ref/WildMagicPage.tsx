import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function WildMagicPage() {
  return (
    <Placeholder
      items={[
        "The wild magic surge table (d100).",
        "A roll button that picks and highlights a surge.",
        "The rules for when a surge happens.",
      ]}
    />
  );
}
